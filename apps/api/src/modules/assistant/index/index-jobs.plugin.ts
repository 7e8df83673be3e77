import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Embedder } from '../assistant-types.ts';
import { markRunQueued, producerRuns } from './index-runs.repository.ts';
import { materialFingerprint, reindexProducer } from './reindex.ts';

/** The one-off job that reindexes one producer (payload { producerId }; one pending per producer). */
export const reindexJobName = 'assistant.reindex';
/** The periodic look for producers whose material changed since their last run. */
export const indexCheckJobName = 'assistant.index-check';

const checkEveryMs = 10 * 60_000;
/** The first look, soon after the recurring row is first created (a fresh install indexes without waiting). */
const firstCheckInMs = 20_000;

const reindexPayload = z.object({ producerId: z.uuid() });

export interface AssistantIndexJobsOptions {
  /** The embeddings provider, when one is configured: new and changed passages get vectors. */
  embedder?: Embedder | undefined;
}

/**
 * Asks for the producer's index to be brought up to date: the run reads 'queued' (with the request's time) and a
 * reindex job is stored, unless one is already pending for the producer. Needs the plugin below registered.
 */
export async function requestReindex(app: FastifyInstance, producerId: string): Promise<void> {
  await markRunQueued(app.db, producerId);
  await app.jobs.enqueue(reindexJobName, { producerId }, { key: producerId });
}

/** Requests a reindex of every producer whose material's fingerprint is not the one its last run indexed. */
export async function requestStaleReindexes(app: FastifyInstance): Promise<string[]> {
  const stale: string[] = [];
  for (const run of await producerRuns(app.db)) {
    if ((await materialFingerprint(app.db, run.producer_id)) === run.content_fingerprint) continue;
    await requestReindex(app, run.producer_id);
    stale.push(run.producer_id);
  }
  return stale;
}

/**
 * The index follows the content (issue 18): `assistant.reindex` rebuilds one producer's passages (at least once:
 * a rerun keeps what is unchanged), and a check every 10 minutes, run by one process at a time, queues it for
 * each producer whose material changed. The lead registers it in app.ts with the configured embedder.
 */
export const assistantIndexJobs: FastifyPluginAsync<AssistantIndexJobsOptions> = async (app, { embedder }) => {
  app.jobs.define(
    reindexJobName,
    async (payload) => {
      const { producerId } = reindexPayload.parse(payload);
      const result = await reindexProducer(app.db, app.storage, producerId, embedder);
      app.log.info({ job: reindexJobName, producerId, ...result }, 'assistant index: producer reindexed');
    },
    // A large library with an embeddings provider takes minutes: the lease outlasts it, the retries are few.
    { maxAttempts: 5, leaseMs: 20 * 60_000 },
  );
  app.jobs.recurring(
    indexCheckJobName,
    async () => {
      const stale = await requestStaleReindexes(app);
      if (stale.length > 0) app.log.info({ job: indexCheckJobName, producers: stale.length }, 'assistant index: stale');
    },
    { everyMs: checkEveryMs, firstRunInMs: firstCheckInMs, maxAttempts: 1 },
  );
};
