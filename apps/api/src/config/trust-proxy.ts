import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which X-Forwarded-* headers to believe (TRUST_PROXY): none (`false`), those added by the last `hops`
 * proxies, or those added by proxies at the listed addresses. Never "every hop": the leftmost
 * X-Forwarded-For is whatever the client wrote.
 */
export type TrustProxySetting = false | { hops: number } | { addresses: readonly string[] };

/** The named ranges Fastify's proxy-addr knows. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (namedRanges.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function trustProxyText() {
  return z.string().transform((raw, ctx): TrustProxySetting => {
    const value = raw.trim().toLowerCase();
    if (value === 'false' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return { hops: Number(value) };
    const items = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length === 0 || !items.every(isAddressOrRange)) {
      ctx.addIssue({ code: 'custom', message: 'not false, a hop count or a list of addresses' });
      return z.NEVER;
    }
    return { addresses: items };
  });
}

/** Fastify's `trustProxy` for a setting. */
export function fastifyTrustProxy(
  setting: TrustProxySetting,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('hops' in setting) {
    // A function, not the number: Fastify 5 trusts nothing for a bare hop count. Hop 0 is the socket's peer.
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  return [...setting.addresses];
}
