import type { Attempt, SimuladoResult, SimuladoSummary } from '@members/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionAnswers, simuladoAttempts } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createLearner, createProducer, createSampleBank } from '../questions/question-test-support.ts';
import {
  answerBody,
  createSimulado,
  moveDeadline,
  simuladoClient,
  type SimuladoClient,
} from './simulado-test-support.ts';

describe('simulados: automatic submission when a call touches an expired attempt', () => {
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
  const attemptOf = async (userId: string) =>
    (
      await ctx.database.db
        .select()
        .from(simuladoAttempts)
        .where(and(eq(simuladoAttempts.user_id, userId), eq(simuladoAttempts.simulado_id, simuladoId)))
    )[0];

  beforeAll(async () => {
    const producer = await createProducer(ctx.database.db);
    producerId = producer.id;
    questionIds = (await createSampleBank(ctx.database.db, producer.id, 4)).questionIds;
    simuladoId = await createSimulado(ctx.database.db, producer.id, questionIds, { timeLimitMinutes: 1 });
  });

  it('keeps the attempt in progress during the grace', async () => {
    const { client, userId } = await started();
    await moveDeadline(ctx.database.db, simuladoId, userId, 20);
    expect(((await client.attempt(simuladoId)).json() as Attempt).status).toBe('in_progress');
    expect((await attemptOf(userId))?.submitted_at).toBeNull();
  });

  it('submits at the deadline before answering the attempt, and grades it once', async () => {
    const { client, userId } = await started();
    await client.save(simuladoId, q(0), answerBody('A'));
    await client.save(simuladoId, q(1), answerBody('A'));
    await moveDeadline(ctx.database.db, simuladoId, userId, 45);
    const attempt = (await client.attempt(simuladoId)).json() as Attempt;
    expect(attempt.status).toBe('submitted');
    const row = await attemptOf(userId);
    expect(row).toMatchObject({ submitted_automatically: true, correct: 1, answered: 2, score: 250 });
    expect(row?.submitted_at?.toISOString()).toBe(row?.deadline.toISOString());
    const result = (await client.result(simuladoId)).json() as SimuladoResult;
    expect(result).toMatchObject({
      submitted_automatically: true,
      score: 25,
      submitted_at: row?.deadline.toISOString(),
      time_used_seconds: 60,
    });
    expect((await client.submit(simuladoId)).json()).toEqual(result);
    expect(
      await ctx.database.db.select().from(questionAnswers).where(eq(questionAnswers.user_id, userId)),
    ).toHaveLength(2);
  });

  it('submits on a start, a result or the list as well', async () => {
    const [first, second, third] = await Promise.all([started(), started(), started()]);
    for (const { userId } of [first, second, third]) await moveDeadline(ctx.database.db, simuladoId, userId, 3600);
    const start = await first.client.start(simuladoId);
    expect(start.statusCode).toBe(409);
    expect(start.json().error.code).toBe('simulados.already_submitted');
    expect((await second.client.result(simuladoId)).json()).toMatchObject({
      submitted_automatically: true,
      answered: 0,
      score: 0,
    });
    const listed = ((await third.client.list()).json() as SimuladoSummary[]).find((s) => s.id === simuladoId);
    expect(listed?.attempt).toMatchObject({ status: 'submitted', score: 0 });
    for (const { userId } of [first, second, third])
      expect(await attemptOf(userId)).toMatchObject({ submitted_automatically: true, correct: 0, score: 0 });
  });
});
