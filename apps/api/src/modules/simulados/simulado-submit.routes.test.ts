import type { SimuladoResult } from '@members/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionAnswers, questionLearnerState, questionStats, simuladoAttempts } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { foldPendingStats } from '../questions/answers/answer-effects.repository.ts';
import { createLearner, createProducer, createSampleBank } from '../questions/question-test-support.ts';
import {
  answerBody,
  createSimulado,
  moveDeadline,
  simuladoClient,
  type SimuladoClient,
} from './simulado-test-support.ts';

describe('simulados: submission', () => {
  const ctx = useTestApp();
  let questionIds: number[];
  let producerId: string;
  let simuladoId: number;
  const q = (index: number) => questionIds[index] as number;

  async function started(): Promise<{ client: SimuladoClient; userId: string }> {
    const learner = await createLearner(ctx.database.db, producerId);
    const client = simuladoClient(ctx, learner);
    expect((await client.start(simuladoId)).statusCode).toBe(201);
    return { client, userId: learner.user.id };
  }

  beforeAll(async () => {
    const producer = await createProducer(ctx.database.db);
    producerId = producer.id;
    // Correct letters: A, B, C, D.
    questionIds = (await createSampleBank(ctx.database.db, producer.id, 4)).questionIds;
    simuladoId = await createSimulado(ctx.database.db, producer.id, questionIds);
  });

  it('grades the attempt, logs its answers once and answers the same result when submitted again', async () => {
    const { client, userId } = await started();
    await client.save(simuladoId, q(0), answerBody('A'));
    await client.save(simuladoId, q(1), answerBody('C'));
    await client.save(simuladoId, q(2), answerBody(null, { marked: true }));
    expect((await client.result(simuladoId)).json().error.code).toBe('simulados.result_unavailable');
    const res = await client.submit(simuladoId);
    expect(res.statusCode).toBe(200);
    const result = res.json() as SimuladoResult;
    expect(result).toMatchObject({
      simulado_id: simuladoId,
      score: 25,
      correct: 1,
      answered: 2,
      total: 4,
      submitted_automatically: false,
      takers: 1,
      position: 1,
      percentile: 100,
    });
    expect(result.time_used_seconds).toBeLessThan(60);
    const again = await client.submit(simuladoId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(result);
    expect((await client.result(simuladoId)).json()).toEqual(result);

    const logged = await ctx.database.db
      .select({
        question_id: questionAnswers.question_id,
        alternative: questionAnswers.alternative,
        correct: questionAnswers.correct,
        mode: questionAnswers.mode,
      })
      .from(questionAnswers)
      .where(eq(questionAnswers.user_id, userId));
    expect(logged.sort((a, b) => a.question_id - b.question_id)).toEqual([
      { question_id: q(0), alternative: 'A', correct: true, mode: 'simulado' },
      { question_id: q(1), alternative: 'C', correct: false, mode: 'simulado' },
    ]);
    const states = await ctx.database.db
      .select()
      .from(questionLearnerState)
      .where(eq(questionLearnerState.user_id, userId));
    expect(states.map((s) => [s.question_id, s.answered_count, s.last_correct]).sort()).toEqual(
      [
        [q(0), 1, true],
        [q(1), 1, false],
      ].sort(),
    );
    // The peer statistics take the hand-in at the next fold (the recurring job's, or this one).
    await foldPendingStats(ctx.database.db);
    const stats = await ctx.database.db
      .select()
      .from(questionStats)
      .where(inArray(questionStats.question_id, [q(0), q(1)]));
    expect(stats.map((s) => [s.question_id, s.answers, s.correct, s.letter_counts]).sort()).toEqual(
      [
        [q(0), 1, 1, [1, 0, 0, 0, 0]],
        [q(1), 1, 0, [0, 0, 1, 0, 0]],
      ].sort(),
    );
  });

  it('submits once under concurrent submissions', async () => {
    const { client, userId } = await started();
    await client.save(simuladoId, q(3), answerBody('D'));
    const responses = await Promise.all(Array.from({ length: 5 }, () => client.submit(simuladoId)));
    expect(responses.map((res) => res.statusCode)).toEqual(new Array(5).fill(200));
    expect(new Set(responses.map((res) => res.body)).size).toBe(1);
    const logged = await ctx.database.db
      .select()
      .from(questionAnswers)
      .where(and(eq(questionAnswers.user_id, userId), eq(questionAnswers.question_id, q(3))));
    expect(logged).toHaveLength(1);
    await foldPendingStats(ctx.database.db);
    const [stat] = await ctx.database.db
      .select()
      .from(questionStats)
      .where(eq(questionStats.question_id, q(3)));
    expect(stat).toMatchObject({ answers: 1, correct: 1 });
  });

  it('counts a hand-in at the deadline (the page’s countdown ended, within the grace) as automatic, dated at the deadline', async () => {
    const { client, userId } = await started();
    await client.save(simuladoId, q(0), answerBody('A'));
    await moveDeadline(ctx.database.db, simuladoId, userId, 5);
    const result = (await client.submit(simuladoId)).json() as SimuladoResult;
    expect(result).toMatchObject({ submitted_automatically: true, correct: 1, answered: 1 });
    const [attempt] = await ctx.database.db.select().from(simuladoAttempts).where(eq(simuladoAttempts.user_id, userId));
    expect(attempt?.submitted_at?.getTime()).toBe(attempt?.deadline.getTime());
  });
});
