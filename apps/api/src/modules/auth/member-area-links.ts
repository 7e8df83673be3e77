import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ProducerRow } from '../../db/schema/index.ts';
import { originOf, requestOwnOrigin } from '../tenancy/origins.ts';
import { findVerticalByHost } from '../tenancy/tenancy.service.ts';

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

/** `<base><path>?<query>` with the values escaped. */
export function memberAreaLink(base: string, path: string, query: Record<string, string>): string {
  return `${base}${path}?${new URLSearchParams(query).toString()}`;
}
