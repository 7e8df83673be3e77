import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ProducerRow } from '../../db/schema/index.ts';
import { notFoundError } from '../../errors/common.errors.ts';
import { producerForRequest } from '../tenancy/request-producer.ts';

/** The producer of an unauthenticated call (host → vertical, Origin → producer); 404 when none serves the site. */
export async function siteProducer(db: Database, request: FastifyRequest): Promise<ProducerRow> {
  const producer = await producerForRequest(db, request);
  if (!producer) throw notFoundError('No producer serves this site');
  return producer;
}
