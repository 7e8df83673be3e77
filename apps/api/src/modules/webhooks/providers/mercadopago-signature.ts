import { createHmac, timingSafeEqual } from 'node:crypto';

export interface MercadoPagoSignatureParts {
  /** The `x-signature` header: `ts=<unix time>,v1=<hex HMAC>`. */
  signature: string | undefined;
  /** The `x-request-id` header. */
  requestId: string | undefined;
  /** The notified resource's id (`data.id` of the notification URL's query). */
  dataId: string | undefined;
}

function headerPairs(header: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) pairs.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return pairs;
}

/**
 * Mercado Pago's webhook signature (Your integrations > Webhooks > secret signature): `v1` is the hex
 * HMAC-SHA256, keyed with the secret, of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, where an
 * alphanumeric data.id is lower-cased and a value the notification lacks leaves its pair out. Compared in constant
 * time; an empty secret verifies nothing.
 */
export function mercadoPagoSignatureValid(parts: MercadoPagoSignatureParts, secret: string): boolean {
  if (!secret || !parts.signature) return false;
  const pairs = headerPairs(parts.signature);
  const ts = pairs.get('ts');
  const given = pairs.get('v1');
  if (!ts || !/^\d+$/.test(ts) || !given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const manifest = [
    parts.dataId ? `id:${parts.dataId.toLowerCase()};` : '',
    parts.requestId ? `request-id:${parts.requestId};` : '',
    `ts:${ts};`,
  ].join('');
  const expected = createHmac('sha256', secret).update(manifest).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
