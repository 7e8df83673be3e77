import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { simuladoAttempts } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createLearner, createProducer, createSampleBank } from '../questions/question-test-support.ts';
import { submitExpiredAttempts } from './attempt-expiry.ts';
import { simuladoSweeper } from './simulado-sweeper.ts';
import { answerBody, createSimulado, minute, moveDeadline, simuladoClient } from './simulado-test-support.ts';

describe('simulados: the sweeper submits expired attempts of every producer', () => {
  // A sweeper every 50 ms besides the app's own (15 s): several sweepers (or API processes) are safe together.
  const ctx = useTestApp({
    register: async (app) => {
      await app.register(simuladoSweeper, { intervalMs: 50 });
    },
  });
  const producers: { id: string; simuladoId: number; longId: number; questionIds: number[] }[] = [];

  async function start(producer: (typeof producers)[number], simuladoId = producer.simuladoId) {
    const learner = await createLearner(ctx.database.db, producer.id);
    const client = simuladoClient(ctx, learner);
    expect((await client.start(simuladoId)).statusCode).toBe(201);
    return { client, userId: learner.user.id };
  }
  const attemptOf = async (simuladoId: number, userId: string) =>
    (
      await ctx.database.db
        .select()
        .from(simuladoAttempts)
        .where(and(eq(simuladoAttempts.user_id, userId), eq(simuladoAttempts.simulado_id, simuladoId)))
    )[0];

  beforeAll(async () => {
    for (const name of ['Produtor A', 'Produtor B']) {
      const producer = await createProducer(ctx.database.db, name);
      const { questionIds } = await createSampleBank(ctx.database.db, producer.id, 3);
      const simuladoId = await createSimulado(ctx.database.db, producer.id, questionIds, { timeLimitMinutes: 1 });
      const longId = await createSimulado(ctx.database.db, producer.id, questionIds, { timeLimitMinutes: 10 });
      producers.push({ id: producer.id, simuladoId, longId, questionIds });
    }
  });

  it('submits, at their deadlines, the attempts whose deadline and grace passed, and only those', async () => {
    const [a, b] = producers as [(typeof producers)[number], (typeof producers)[number]];
    const first = await start(a);
    await first.client.save(a.simuladoId, a.questionIds[0] as number, answerBody('A'));
    const second = await start(b);
    const later = await start(a, a.longId);
    // Two minutes from now the one-minute attempts (plus the grace) have expired; the ten-minute one has not.
    const inTwoMinutes = new Date(Date.now() + 2 * minute);
    expect(await submitExpiredAttempts(ctx.database.db, inTwoMinutes)).toBe(2);
    expect(await submitExpiredAttempts(ctx.database.db, inTwoMinutes)).toBe(0);
    const firstRow = await attemptOf(a.simuladoId, first.userId);
    expect(firstRow).toMatchObject({ submitted_automatically: true, correct: 1, answered: 1, score: 333 });
    expect(firstRow?.submitted_at?.toISOString()).toBe(firstRow?.deadline.toISOString());
    expect(await attemptOf(b.simuladoId, second.userId)).toMatchObject({ submitted_automatically: true, answered: 0 });
    expect((await attemptOf(a.longId, later.userId))?.submitted_at).toBeNull();
  });

  it('leaves an attempt alone during the grace', async () => {
    const { userId } = await start(producers[1] as (typeof producers)[number], producers[1]?.longId);
    await moveDeadline(ctx.database.db, producers[1]?.longId as number, userId, 20);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await attemptOf(producers[1]?.longId as number, userId))?.submitted_at).toBeNull();
  });

  it('runs by itself on the plugin’s interval', async () => {
    const producer = producers[0] as (typeof producers)[number];
    const { userId } = await start(producer);
    await moveDeadline(ctx.database.db, producer.simuladoId, userId, 40);
    await expect
      .poll(async () => (await attemptOf(producer.simuladoId, userId))?.submitted_at ?? null, {
        timeout: 5000,
        interval: 50,
      })
      .not.toBeNull();
    expect(await attemptOf(producer.simuladoId, userId)).toMatchObject({ submitted_automatically: true, score: 0 });
    const pending = await ctx.database.db.select().from(simuladoAttempts).where(isNull(simuladoAttempts.submitted_at));
    expect(pending.length).toBeGreaterThan(0);
  });
});
