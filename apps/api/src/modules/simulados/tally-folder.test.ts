import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { questionStats, simulados } from '../../db/schema/index.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { foldPendingStats } from '../questions/answers/answer-effects.repository.ts';
import { createLearner, createProducer, createSampleBank } from '../questions/question-test-support.ts';
import { foldPendingScoreCounts } from './peer-answers.repository.ts';
import { answerBody, createSimulado, simuladoClient } from './simulado-test-support.ts';

/** One new learner per letter: each answers `questionId` with it, then they all hand in at once. */
async function handIns(ctx: TestApp, producerId: string, simuladoId: number, questionId: number, letters: string[]) {
  const clients = await Promise.all(
    letters.map(async () => simuladoClient(ctx, await createLearner(ctx.database.db, producerId))),
  );
  for (const client of clients) expect((await client.start(simuladoId)).statusCode).toBe(201);
  for (const [index, client] of clients.entries()) {
    const saved = await client.save(simuladoId, questionId, answerBody(letters[index] as 'A'));
    expect(saved.statusCode).toBe(200);
  }
  const submitted = await Promise.all(clients.map((client) => client.submit(simuladoId)));
  expect(submitted.map((res) => res.statusCode)).toEqual(letters.map(() => 200));
  return { clients, results: submitted.map((res) => res.json() as { takers: number; position: number }) };
}

const pendingRows = async (db: Database) => {
  const [row] = await rawRows<{ stats: number; counts: number }>(
    db,
    sql`select (select count(*) from question_stats_pending)::int as stats,
               (select count(*) from simulado_score_counts_pending)::int as counts`,
  );
  return row;
};
const statsOf = async (db: Database, questionId: number) =>
  (await db.select().from(questionStats).where(eq(questionStats.question_id, questionId)))[0];
const countRows = (db: Database, simuladoId: number) =>
  rawRows<{ score: number; takers: number }>(
    db,
    sql`select score, takers from simulado_score_counts where simulado_id = ${simuladoId} order by score`,
  );

describe('simulados: hand-ins append to the shared counters, a fold adds them in (no job running)', () => {
  // Polling every ten minutes: the recurring fold does not run during these tests, the tests fold by hand.
  const ctx = useTestApp({ env: { JOBS_POLL_INTERVAL_MS: '600000' } });
  let producerId: string;
  let questionIds: number[];
  beforeAll(async () => {
    producerId = (await createProducer(ctx.database.db)).id;
    questionIds = (await createSampleBank(ctx.database.db, producerId, 4)).questionIds;
  });
  const first = () => questionIds[0] as number;

  it('counts every taker at once, and the questions’ statistics take the first answers at the fold', async () => {
    const db = ctx.database.db;
    const simuladoId = await createSimulado(db, producerId, questionIds);
    const { clients, results } = await handIns(ctx, producerId, simuladoId, first(), ['A', 'A', 'A', 'B', 'C']);
    expect(results.map((result) => result.takers)).toContain(5);
    // Right after the hand-ins: exact takers and ranking from the pending rows, nothing in the statistics yet.
    const result = (await clients[0]?.result(simuladoId))?.json();
    expect(result).toMatchObject({ takers: 5, position: 1 });
    expect((await clients[4]?.result(simuladoId))?.json()).toMatchObject({ takers: 5, position: 4 });
    expect((await clients[0]?.detail(simuladoId))?.json()).toMatchObject({ takers: 5 });
    expect(await statsOf(db, first())).toBeUndefined();
    expect(await pendingRows(db)).toEqual({ stats: 5, counts: 5 });

    expect(await foldPendingStats(db)).toBe(5);
    expect(await foldPendingScoreCounts(db)).toBe(5);
    expect(await statsOf(db, first())).toMatchObject({ answers: 5, correct: 3, letter_counts: [3, 1, 1, 0, 0] });
    expect(await pendingRows(db)).toEqual({ stats: 0, counts: 0 });
    // 3 of 4 right is 250 tenths, 0 of 4 is 0: the counts now hold them, and the readers answer the same.
    expect(await countRows(db, simuladoId)).toEqual([
      { score: 0, takers: 2 },
      { score: 250, takers: 3 },
    ]);
    expect((await clients[0]?.result(simuladoId))?.json()).toEqual(result);
    expect(await foldPendingStats(db)).toBe(0);
  });

  it('counts each hand-in once when two folds run at once (two API processes)', async () => {
    const db = ctx.database.db;
    const simuladoId = await createSimulado(db, producerId, questionIds);
    await handIns(ctx, producerId, simuladoId, questionIds[1] as number, ['B', 'B', 'D', 'B']);
    const before = (await statsOf(db, questionIds[1] as number)) ?? { answers: 0, correct: 0 };
    const folded = await Promise.all([foldPendingStats(db), foldPendingStats(db), foldPendingScoreCounts(db)]);
    expect((folded[0] ?? 0) + (folded[1] ?? 0)).toBe(4);
    expect(await foldPendingScoreCounts(db)).toBe(0);
    expect(await statsOf(db, questionIds[1] as number)).toMatchObject({
      answers: before.answers + 4,
      correct: before.correct + 3,
    });
    expect(await countRows(db, simuladoId)).toEqual([
      { score: 0, takers: 1 },
      { score: 250, takers: 3 },
    ]);
  });

  it('drops the pending counts of a simulado deleted before the fold', async () => {
    const db = ctx.database.db;
    const simuladoId = await createSimulado(db, producerId, questionIds);
    await handIns(ctx, producerId, simuladoId, first(), ['A', 'D']);
    await foldPendingScoreCounts(db);
    const later = await createSimulado(db, producerId, questionIds);
    await handIns(ctx, producerId, later, first(), ['A']);
    await db.delete(simulados).where(inArray(simulados.id, [simuladoId, later]));
    // The later one's +1 and the cascade's three −1s are pending, for simulados that are gone: the fold drops them.
    expect(await foldPendingScoreCounts(db)).toBe(4);
    expect(await pendingRows(db)).toMatchObject({ counts: 0 });
    expect(await countRows(db, simuladoId)).toEqual([]);
  });
});

describe('simulados: the recurring job folds the hand-ins by itself', () => {
  const ctx = useTestApp({ env: { JOBS_POLL_INTERVAL_MS: '20' } });

  it('adds a hand-in to the questions’ statistics within a few seconds, nobody asking', async () => {
    const producerId = (await createProducer(ctx.database.db)).id;
    const { questionIds } = await createSampleBank(ctx.database.db, producerId, 4);
    const simuladoId = await createSimulado(ctx.database.db, producerId, questionIds);
    await handIns(ctx, producerId, simuladoId, questionIds[2] as number, ['C', 'A']);
    await vi.waitFor(
      async () => {
        expect(await statsOf(ctx.database.db, questionIds[2] as number)).toMatchObject({ answers: 2, correct: 1 });
        expect(await pendingRows(ctx.database.db)).toEqual({ stats: 0, counts: 0 });
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
