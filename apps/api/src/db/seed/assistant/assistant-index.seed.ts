import { asc } from 'drizzle-orm';
import { reindexProducer } from '../../../modules/assistant/index/reindex.ts';
import { producers } from '../../schema/index.ts';
import type { Seeder } from '../seeder.ts';

/**
 * Indexes every producer's demo material for the assistant (issue 18), last: the demo and the tests' seeded
 * template have passages at once, without waiting for the index job. No embeddings here (no provider in a seed):
 * the job embeds them when one is configured, since a passage without a vector of its model is embedded then.
 */
export const seedAssistantIndex: Seeder = async (db, { storage }) => {
  const rows = await db.select({ id: producers.id }).from(producers).orderBy(asc(producers.slug));
  for (const { id } of rows) await reindexProducer(db, storage, id);
};
