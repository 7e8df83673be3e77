import { findByHost, type CurrentProducerResponse, type ProducerListItem } from '@members/contract';
import { memoized } from '../../cache/response-memo.ts';
import type { Database } from '../../db/database.ts';
import type { ProducerRow, VerticalRow } from '../../db/schema/index.ts';
import { originOf } from './origins.ts';
import { listProducers } from './producers.repository.ts';
import { listVerticals } from './verticals.repository.ts';
import { cachedTenancyRead } from './tenancy.cache.ts';
import { toProducerBranding, toProducerListItem } from './tenancy.mappers.ts';

/** Every vertical, read through the short per-process tenancy cache. */
export function listVerticalsCached(db: Database): Promise<VerticalRow[]> {
  return cachedTenancyRead(db, 'verticals', () => listVerticals(db));
}

/** The vertical whose host patterns match the request host, if any. */
export async function findVerticalByHost(db: Database, host: string): Promise<VerticalRow | undefined> {
  return findByHost(host, await listVerticalsCached(db));
}

/** Producers of the host's vertical, or of all verticals when the host matches none. */
async function listProducersForHost(db: Database, host: string): Promise<ProducerRow[]> {
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

/** The host's producer for an origin (the one whose medmember_url has it, else the first), or null. */
export async function currentProducer(db: Database, host: string, origin: string | null): Promise<ProducerRow | null> {
  return pickCurrentProducer(await listProducersForHost(db, host), origin);
}

/**
 * GET /api/producers: the host's producers as the list shows them. Built once per cached list (a frozen array the
 * route's memoizedSerializer turns into JSON once), since nothing in it depends on the request.
 */
export async function producerListForHost(db: Database, host: string): Promise<ProducerListItem[]> {
  const producers = await listProducersForHost(db, host);
  return memoized(producers, 'list', [], () => producers.map(toProducerListItem));
}

/** GET /api/producers/current: the branding of the host's producer for an origin. */
export async function currentProducerBranding(
  db: Database,
  host: string,
  origin: string | null,
): Promise<CurrentProducerResponse> {
  const producer = await currentProducer(db, host, origin);
  return { produtor: producer ? toProducerBranding(producer) : null };
}
