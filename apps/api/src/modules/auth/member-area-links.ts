import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ProducerRow } from '../../db/schema/index.ts';
import { originOf, requestOwnOrigin } from '../tenancy/origins.ts';
import { findVerticalByHost, listVerticalsCached } from '../tenancy/tenancy.service.ts';

/** An http(s) URL without its trailing slashes, or null. */
function baseUrl(value: string | null | undefined): string | null {
  return value && originOf(value) ? value.replace(/\/+$/, '') : null;
}

/**
 * Where links to the member area point (e-mailed links, QR codes): the producer's medmember_url, else the
 * request's origin (Origin header, else the address it was sent to), but only when that host belongs to a
 * vertical, so a forged Host or Origin cannot send someone's one-time token to a foreign site.
 */
export async function memberAreaBase(
  db: Database,
  request: FastifyRequest,
  producer: ProducerRow,
): Promise<string | null> {
  const configured = baseUrl(producer.medmember_url);
  if (configured) return configured;
  const origin = originOf(request.headers.origin) ?? requestOwnOrigin(request);
  if (!origin) return null;
  return (await findVerticalByHost(db, new URL(origin).host)) ? origin : null;
}

/**
 * Where links to the member area point when no request is at hand (a webhook's buyer): the producer's
 * medmember_url, else the first plain host of its vertical (http on a local host, https elsewhere), else null.
 */
export async function producerMemberAreaBase(db: Database, producer: ProducerRow): Promise<string | null> {
  const configured = baseUrl(producer.medmember_url);
  if (configured) return configured;
  const vertical = (await listVerticalsCached(db)).find((row) => row.id === producer.vertical_id);
  const host = vertical?.host_patterns.find((pattern) => !pattern.startsWith('*.'));
  if (!host) return null;
  const local = /^(localhost|127\.0\.0\.1)(:|$)|\.localhost(:|$)/.test(host);
  return baseUrl(`${local ? 'http' : 'https'}://${host}`);
}

/** `<base><path>?<query>` with the values escaped. */
export function memberAreaLink(base: string, path: string, query: Record<string, string>): string {
  return `${base}${path}?${new URLSearchParams(query).toString()}`;
}
