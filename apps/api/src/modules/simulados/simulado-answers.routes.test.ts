import { randomUUID } from 'node:crypto';
import type { SavedAnswer } from '@members/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { simuladoAnswers, simuladoAttempts } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createLearner, createProducer, createSampleBank } from '../questions/question-test-support.ts';
import {
  answerBody,
  createSimulado,
  moveDeadline,
  simuladoClient,
  type SimuladoClient,
} from './simulado-test-support.ts';

describe('simulados: autosaving answers', () => {
  const ctx = useTestApp();
  let questionIds: number[];
  let producerId: string;
  let simuladoId: number;
  const q = (index: number) => questionIds[index] as number;
  const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

  async function started(): Promise<{ client: SimuladoClient; userId: string }> {
    const learner = await createLearner(ctx.database.db, producerId);
    const client = simuladoClient(ctx, learner);
    expect((await client.start(simuladoId)).statusCode).toBe(201);
    return { client, userId: learner.user.id };
  }

  async function storedAnswers(userId: string) {
    const db = ctx.database.db;
    return db
      .select({ question_id: simuladoAnswers.question_id, alternative: simuladoAnswers.alternative })
      .from(simuladoAnswers)
      .innerJoin(simuladoAttempts, eq(simuladoAttempts.id, simuladoAnswers.attempt_id))
      .where(and(eq(simuladoAttempts.user_id, userId), eq(simuladoAttempts.simulado_id, simuladoId)));
  }

  beforeAll(async () => {
    const producer = await createProducer(ctx.database.db);
    producerId = producer.id;
    // Question 0 has five alternatives, question 1 four; question 5 stays out of the simulado.
    questionIds = (await createSampleBank(ctx.database.db, producer.id, 6)).questionIds;
    simuladoId = await createSimulado(ctx.database.db, producer.id, questionIds.slice(0, 5));
  });

  it('saves, changes, clears and marks an answer', async () => {
    const { client } = await started();
    const saved = await client.save(simuladoId, q(0), answerBody('E', { answered_at: secondsAgo(3) }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ question_id: q(0), alternative: 'E', marked: false });
    expect((await client.save(simuladoId, q(0), answerBody('B', { answered_at: secondsAgo(2) }))).json()).toMatchObject(
      { alternative: 'B' },
    );
    expect(
      (await client.save(simuladoId, q(0), answerBody(null, { marked: true, answered_at: secondsAgo(1) }))).json(),
    ).toMatchObject({ alternative: null, marked: true });
    expect((await client.attempt(simuladoId)).json().answers).toMatchObject([
      { question_id: q(0), alternative: null, marked: true },
    ]);
  });

  it('refuses a question outside the simulado and a letter beyond the question’s alternatives', async () => {
    const { client } = await started();
    const outside = await client.save(simuladoId, q(5), answerBody('A'));
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.code).toBe('common.not_found');
    const beyond = await client.save(simuladoId, q(1), answerBody('E'));
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().error).toMatchObject({
      code: 'common.validation_failed',
      fields: [{ path: 'alternative', message: 'questions.alternative_invalid' }],
    });
    const notALetter = await client.save(simuladoId, q(1), answerBody('F' as 'A'));
    expect(notALetter.statusCode).toBe(422);
    expect(notALetter.json().error.fields).toEqual([{ path: 'alternative', message: 'questions.alternative_invalid' }]);
  });

  it('refuses malformed bodies and client times that cannot be true', async () => {
    const { client } = await started();
    for (const body of [
      { ...answerBody('A'), idempotency_key: 'x' },
      { ...answerBody('A'), answered_at: 'ontem' },
      { alternative: 'A' },
    ]) {
      expect((await client.save(simuladoId, q(0), body)).statusCode).toBe(422);
    }
    // Before the attempt started, ahead of the server's clock, or absurd: a typed 400 (the app asks to fix the clock).
    for (const answered_at of [
      secondsAgo(20 * 60),
      new Date(Date.now() + 60_000).toISOString(),
      '1970-01-01T00:00:00Z',
      '2999-12-31T23:59:59Z',
    ]) {
      const res = await client.save(simuladoId, q(0), answerBody('A', { answered_at }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('questions.answered_at_out_of_range');
    }
  });

  it('keeps one row for ten identical concurrent saves', async () => {
    const { client, userId } = await started();
    const body = answerBody('C');
    const responses = await Promise.all(Array.from({ length: 10 }, () => client.save(simuladoId, q(2), body)));
    expect(responses.map((res) => res.statusCode)).toEqual(new Array(10).fill(200));
    expect(new Set(responses.map((res) => (res.json() as SavedAnswer).saved_at)).size).toBe(1);
    expect(await storedAnswers(userId)).toEqual([{ question_id: q(2), alternative: 'C' }]);
  });

  it('never lets an out-of-order retry overwrite a newer answer, and answers a retry with the stored state', async () => {
    const { client, userId } = await started();
    const older = answerBody('A', { answered_at: secondsAgo(4) });
    const newer = answerBody('D', { answered_at: secondsAgo(2) });
    const first = (await client.save(simuladoId, q(3), newer)).json() as SavedAnswer;
    const late = await client.save(simuladoId, q(3), older);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual(first);
    const retry = await client.save(simuladoId, q(3), { ...newer, alternative: 'B', answered_at: secondsAgo(1) });
    expect(retry.json()).toEqual(first);
    expect(await storedAnswers(userId)).toEqual([{ question_id: q(3), alternative: 'D' }]);
  });

  it('refuses an answer made after the deadline with simulados.deadline_passed', async () => {
    const { client, userId } = await started();
    await moveDeadline(ctx.database.db, simuladoId, userId, 10);
    const res = await client.save(simuladoId, q(0), answerBody('A'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('simulados.deadline_passed');
    expect(await storedAnswers(userId)).toEqual([]);
  });

  it('accepts, within the grace, an answer the client made before the deadline', async () => {
    const { client, userId } = await started();
    await moveDeadline(ctx.database.db, simuladoId, userId, 10);
    const res = await client.save(simuladoId, q(0), answerBody('A', { answered_at: secondsAgo(15) }));
    expect(res.statusCode).toBe(200);
    expect(await storedAnswers(userId)).toEqual([{ question_id: q(0), alternative: 'A' }]);
  });

  it('refuses answers to a submitted attempt', async () => {
    const { client, userId } = await started();
    await client.save(simuladoId, q(0), answerBody('A', { answered_at: secondsAgo(1) }));
    expect((await client.submit(simuladoId)).statusCode).toBe(200);
    const res = await client.save(simuladoId, q(1), answerBody('B'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('simulados.already_submitted');
    expect(await storedAnswers(userId)).toEqual([{ question_id: q(0), alternative: 'A' }]);
  });

  it('refuses, once deadline and grace passed, with the attempt submitted by the server', async () => {
    const { client, userId } = await started();
    await client.save(simuladoId, q(1), answerBody('B', { answered_at: secondsAgo(1) }));
    await moveDeadline(ctx.database.db, simuladoId, userId, 31);
    const res = await client.save(
      simuladoId,
      q(0),
      answerBody('A', { answered_at: secondsAgo(40), idempotency_key: randomUUID() }),
    );
    expect(res.statusCode).toBe(409);
    // The learner reads why: time ran out (the server handed the attempt in at the deadline).
    expect(res.json().error.code).toBe('simulados.deadline_passed');
    expect(await storedAnswers(userId)).toEqual([{ question_id: q(1), alternative: 'B' }]);
  });
});
