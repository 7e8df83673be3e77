import type { SimuladoResult } from '@members/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulados } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { forgetOpenSimuladoQuestions } from '../questions/open-simulado-questions.ts';
import { createLearner, createProducer, createSampleBank } from '../questions/question-test-support.ts';
import { answerBody, createSimulado, hour, simuladoClient, type SimuladoClient } from './simulado-test-support.ts';

/**
 * Issue 11 item 3: a learner who hands in early must not read the answer key (correct letters, explanations,
 * which of their answers were right, the takers' shares) while the simulado is still open for others.
 */
describe('simulados: the answer key of an early hand-in', () => {
  const ctx = useTestApp();
  let simuladoId: number;
  let questionIds: number[];
  let ana: SimuladoClient;
  const closesAt = new Date(Date.now() + 24 * hour);

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    // Correct letters A, B, C, D.
    questionIds = (await createSampleBank(db, producer.id, 4)).questionIds;
    simuladoId = await createSimulado(db, producer.id, questionIds, { closesAt });
    ana = simuladoClient(ctx, await createLearner(db, producer.id, 'Ana'));
    expect((await ana.start(simuladoId)).statusCode).toBe(201);
    const save = (index: number, letter: 'A' | 'B' | 'C' | 'D', marked = false) =>
      ana.save(simuladoId, questionIds[index] as number, answerBody(letter, { marked }));
    expect((await save(0, 'A')).statusCode).toBe(200);
    expect((await save(1, 'C', true)).statusCode).toBe(200);
    expect((await save(2, 'C')).statusCode).toBe(200);
  });

  const withoutKey = (result: SimuladoResult) => {
    expect(result).toMatchObject({ answer_key_available: false, answer_key_released_at: closesAt.toISOString() });
    // The learner's own figures show at once.
    expect(result).toMatchObject({ score: 50, correct: 2, answered: 3, total: 4, position: 1, takers: 1 });
    expect(result.by_subject.reduce((sum, subject) => sum + subject.correct, 0)).toBe(2);
    expect(result.questions.map((question) => [question.chosen, question.marked])).toEqual([
      ['A', false],
      ['C', true],
      ['C', false],
      [null, false],
    ]);
    for (const question of result.questions) {
      expect(question).toMatchObject({
        correct_alternative: null,
        correct: null,
        explanation: null,
        key_released_at: closesAt.toISOString(),
      });
      expect(
        question.alternatives.every((alternative) => alternative.explanation === null && alternative.share === null),
      ).toBe(true);
    }
    expect(JSON.stringify(result)).not.toContain('Comentário');
  };

  it('holds the key back in the hand-in answer and in the result while the simulado is open', async () => {
    const submitted = await ana.submit(simuladoId);
    expect(submitted.statusCode).toBe(200);
    withoutKey(submitted.json() as SimuladoResult);
    const result = await ana.result(simuladoId);
    expect(result.statusCode).toBe(200);
    withoutKey(result.json() as SimuladoResult);
  });

  it('releases it once the simulado closes', async () => {
    const [closed] = await ctx.database.db
      .update(simulados)
      .set({ closes_at: new Date(Date.now() - 1000) })
      .where(eq(simulados.id, simuladoId))
      .returning();
    forgetOpenSimuladoQuestions(ctx.database.db, closed?.producer_id as string);
    const result = (await ana.result(simuladoId)).json() as SimuladoResult;
    expect(result).toMatchObject({ answer_key_available: true });
    expect(result.questions.map((question) => [question.correct_alternative, question.correct])).toEqual([
      ['A', true],
      ['B', false],
      ['C', true],
      ['D', false],
    ]);
    expect(result.questions[0]?.explanation).toBe('Comentário geral da questão 1.');
    expect(result.questions[0]?.alternatives[0]).toEqual({
      letter: 'A',
      explanation: 'Comentário da alternativa A.',
      share: 1,
    });
    expect(result.questions.map((question) => question.key_released_at)).toEqual([null, null, null, null]);
  });

  it("holds back, in a closed simulado's result, the questions another open simulado still holds", async () => {
    const db = ctx.database.db;
    const [producerId] = (
      await db.select({ producer_id: simulados.producer_id }).from(simulados).where(eq(simulados.id, simuladoId))
    ).map((row) => row.producer_id);
    const reused = questionIds[1] as number;
    const laterClose = new Date(Date.now() + 48 * hour);
    await createSimulado(db, producerId as string, [reused], { closesAt: laterClose });
    forgetOpenSimuladoQuestions(db, producerId as string);
    const result = (await ana.result(simuladoId)).json() as SimuladoResult;
    expect(result.answer_key_available).toBe(true);
    const [first, second] = result.questions;
    expect(first).toMatchObject({ correct_alternative: 'A', correct: true, key_released_at: null });
    expect(second).toMatchObject({
      chosen: 'C',
      correct_alternative: null,
      correct: null,
      explanation: null,
      key_released_at: laterClose.toISOString(),
    });
    expect(
      second?.alternatives.every((alternative) => alternative.explanation === null && alternative.share === null),
    ).toBe(true);
  });
});
