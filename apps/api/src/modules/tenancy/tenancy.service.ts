import { findByHost } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { ProducerRow, VerticalRow } from '../../db/schema/index.ts';
import { originOf } from './origins.ts';
import { listProducers } from './producers.repository.ts';
import { listVerticals } from './verticals.repository.ts';
import { cachedTenancyRead } from './tenancy.cache.ts';

/** Every vertical, read through the short per-process tenancy cache. */
export function listVerticalsCached(db: Database): Promise<VerticalRow[]> {
  return cachedTenancyRead(db, 'verticals', () => listVerticals(db));
}

/** The vertical whose host patterns match the request host, if any. */
export async function findVerticalByHost(db: Database, host: string): Promise<VerticalRow | undefined> {
  return findByHost(host, await listVerticalsCached(db));
}

/** Producers of the host's vertical, or of all verticals when the host matches none. */
export async function listProducersForHost(db: Database, host: string): Promise<ProducerRow[]> {
  const vertical = await findVerticalByHost(db, host);
  const verticalId = vertical?.id ?? null;
  return cachedTenancyRead(db, `producers:${verticalId ?? '*'}`, () => listProducers(db, verticalId));
}

/**
 * The producer whose member-area URL has the given origin, else the first one (spec §7).
 * An invalid origin matches nothing.
 */
export function pickCurrentProducer(producers: readonly ProducerRow[], origin: string | null): ProducerRow | null {
  const wanted = originOf(origin);
  const match = wanted ? producers.find((producer) => originOf(producer.medmember_url) === wanted) : undefined;
  return match ?? producers[0] ?? null;
}
