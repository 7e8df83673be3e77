import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { flashcards, jobs, lessons } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  assistantIndexJobs,
  indexCheckJobName,
  reindexJobName,
  requestReindex,
  requestStaleReindexes,
} from './index-jobs.plugin.ts';
import { readIndexStatus } from './index-status.ts';
import { drainReindexJobs, fakeEmbedder, lessonNamed, producerIdOf, sourcePassages } from './index-test-support.ts';

describe('assistant index: the reindex job and the periodic check', () => {
  const embedder = fakeEmbedder();
  const ctx = useTestApp({
    seed: true,
    register: async (app) => {
      await app.register(assistantIndexJobs, { embedder });
    },
  });
  const db = () => ctx.app.db;
  let producerId = '';

  beforeAll(async () => {
    producerId = await producerIdOf(db(), 'foco-oftalmo');
  });

  it('defines the check as a recurring job, due soon after start', async () => {
    const [row] = await db().select().from(jobs).where(eq(jobs.key, indexCheckJobName));
    expect(row?.every_ms).toBe(10 * 60_000);
    expect(row?.run_at.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('a request reads queued, stores one job per producer, and the job brings the index to idle', async () => {
    const lesson = await lessonNamed(db(), producerId, 'Gonioscopia e classificação de Shaffer');
    await db().update(lessons).set({ body: 'Gonioscopia: lente de quatro espelhos.' }).where(eq(lessons.id, lesson.id));
    const before = await readIndexStatus(db(), producerId);

    await ctx.app.jobs.stop(); // so the queue runs nothing while the request's state is read
    await requestReindex(ctx.app, producerId);
    await requestReindex(ctx.app, producerId);
    const queued = await readIndexStatus(db(), producerId);
    expect(queued.status).toBe('queued');
    expect(queued.requested_at).not.toBeNull();
    expect(await db().select().from(jobs).where(eq(jobs.name, reindexJobName))).toHaveLength(1);

    await ctx.app.jobs.start();
    await drainReindexJobs(ctx.app);
    const done = await readIndexStatus(db(), producerId);
    expect(done).toMatchObject({ status: 'idle', error_code: null, requested_at: queued.requested_at });
    expect(Date.parse(done.finished_at ?? '')).toBeGreaterThanOrEqual(Date.parse(queued.requested_at ?? ''));
    expect(done.by_kind.lesson).toBeLessThanOrEqual(before.by_kind.lesson);
    expect(done.passages).toBeGreaterThan(0);
    expect(done.embedded).toBe(done.passages);
    const passages = await sourcePassages(db(), producerId, 'lesson', lesson.id);
    expect(passages[0]?.body).toBe('Gonioscopia: lente de quatro espelhos.');
  });

  it('the check queues only the producers whose material changed since their run', async () => {
    expect(await requestStaleReindexes(ctx.app)).toEqual([]);
    const otherId = await producerIdOf(db(), 'ortopedia-ativa');
    const [card] = await db().select().from(flashcards).where(eq(flashcards.producer_id, otherId)).limit(1);
    if (!card) throw new Error('the seed has no flashcard');
    await db().update(flashcards).set({ verso: 'Resposta revista pelo professor.' }).where(eq(flashcards.id, card.id));

    expect(await requestStaleReindexes(ctx.app)).toEqual([otherId]);
    await drainReindexJobs(ctx.app);
    const passages = await sourcePassages(db(), otherId, 'flashcard', card.id);
    expect(passages.map((p) => p.body.endsWith('Resposta revista pelo professor.'))).toEqual([true]);
    expect((await readIndexStatus(db(), otherId)).status).toBe('idle');
    expect(await requestStaleReindexes(ctx.app)).toEqual([]);
  });
});
