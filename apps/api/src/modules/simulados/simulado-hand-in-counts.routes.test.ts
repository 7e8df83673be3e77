import { questionCountsResponseSchema } from '@members/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulados } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { learnerClient } from '../courses/course-test-support.ts';
import { forgetOpenSimuladoQuestions } from '../questions/open-simulado-questions.ts';
import { createLearner, createProducer, createSampleBank } from '../questions/question-test-support.ts';
import { submitExpiredAttempts } from './attempt-expiry.ts';
import { answerBody, createSimulado, minute, moveDeadline, simuladoClient } from './simulado-test-support.ts';

/**
 * Every hand-in of a simulado (the learner's, the lazy one when a call touches an expired attempt, the sweeper's)
 * logs its answers into the question bank: the learner's question counts show them at once, not after the
 * learner bits' cache runs out.
 */
describe("simulados: a hand-in shows in the learner's question counts at once", () => {
  const ctx = useTestApp();
  let producerId: string;
  let questionIds: number[];

  beforeAll(async () => {
    producerId = (await createProducer(ctx.database.db)).id;
    questionIds = (await createSampleBank(ctx.database.db, producerId, 4)).questionIds;
  });

  /**
   * A learner who answered the first question of a simulado right and the second wrong, whose window then closed
   * (the bank counts its questions again) with the attempt still in progress, and whose counts were read (and cached).
   */
  async function answeredTwo() {
    const db = ctx.database.db;
    const simuladoId = await createSimulado(db, producerId, questionIds, { timeLimitMinutes: 1 });
    const learner = await createLearner(ctx.database.db, producerId);
    const simulado = simuladoClient(ctx, learner);
    const questions = learnerClient(ctx, learner);
    const counts = async () => {
      const res = await questions.post('/api/questions/counts', {});
      expect(res.statusCode).toBe(200);
      return questionCountsResponseSchema.parse(res.json()).status;
    };
    expect((await simulado.start(simuladoId)).statusCode).toBe(201);
    for (const id of questionIds.slice(0, 2))
      expect((await simulado.save(simuladoId, id, answerBody('A'))).statusCode).toBe(200);
    await db
      .update(simulados)
      .set({ closes_at: new Date(Date.now() - 1000) })
      .where(eq(simulados.id, simuladoId));
    forgetOpenSimuladoQuestions(db, producerId);
    expect(await counts()).toEqual({ not_answered: 4, answered_wrong: 0, marked: 0 });
    return { simulado, simuladoId, counts, userId: learner.user.id };
  }
  const handedIn = { not_answered: 2, answered_wrong: 1, marked: 0 };

  it('after the lazy hand-in (a call touching the expired attempt)', async () => {
    const { simulado, simuladoId, counts, userId } = await answeredTwo();
    await moveDeadline(ctx.database.db, simuladoId, userId, 45);
    expect((await simulado.attempt(simuladoId)).json()).toMatchObject({ status: 'submitted' });
    expect(await counts()).toEqual(handedIn);
  });

  it("after the sweeper's hand-in", async () => {
    const { counts } = await answeredTwo();
    expect(await submitExpiredAttempts(ctx.database.db, new Date(Date.now() + 2 * minute))).toBe(1);
    expect(await counts()).toEqual(handedIn);
  });

  it("after the learner's own hand-in", async () => {
    const { simulado, simuladoId, counts } = await answeredTwo();
    expect((await simulado.submit(simuladoId)).statusCode).toBe(200);
    expect(await counts()).toEqual(handedIn);
  });
});
