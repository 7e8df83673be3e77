import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ProducerRow } from '../../db/schema/index.ts';
import { originOf, requestOwnOrigin } from './origins.ts';
import { findProducer } from './producers.repository.ts';
import { cachedTenancyRead } from './tenancy.cache.ts';
import { currentProducer } from './tenancy.service.ts';

/**
 * The producer an unauthenticated call is for: the request's host names the vertical; within it, the producer
 * whose medmember_url origin equals the request's origin (Origin header, else the address it was sent to),
 * else the vertical's first producer (spec §7).
 */
export async function producerForRequest(db: Database, request: FastifyRequest): Promise<ProducerRow | null> {
  // An Origin that is no http(s) origin (`null` from privacy-sensitive contexts, garbage) says nothing: the address wins.
  const origin = originOf(request.headers.origin) ?? requestOwnOrigin(request);
  return currentProducer(db, request.host, origin);
}

/** One producer by id, through the tenancy cache (every authenticated call needs its session's producer). */
export function findProducerById(db: Database, id: string): Promise<ProducerRow | undefined> {
  return cachedTenancyRead(db, `producer:${id}`, () => findProducer(db, id));
}
