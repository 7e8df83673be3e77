import type { ErrorNotebook } from '@members/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { memoryItems } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { learnerClient } from '../../courses/course-test-support.ts';
import {
  answerPayload,
  createLearner,
  createProducer,
  createSampleBank,
  sampleQuestion,
  type TestLearner,
} from '../../questions/question-test-support.ts';
import { writeQuestionBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { answerBody, createSimulado, simuladoClient } from '../../simulados/simulado-test-support.ts';
import { insertItem, memoryClient } from '../misses/memory-test-support.ts';
import { studyDayStart } from '../study-day.ts';

describe('the error notebook: missed questions into the memory', () => {
  const ctx = useTestApp();
  let producerId: string;
  let bank: WrittenBank;
  let annulled: number;
  let foreign: number;
  // Correct letters: A, B, C, D, A, B ...
  const q = (i: number) => bank.questionIds[i] as number;

  beforeAll(async () => {
    const db = ctx.database.db;
    producerId = (await createProducer(db)).id;
    bank = await createSampleBank(db, producerId, 8, [{ title: 'Trilha', description: '', questionIndexes: [2, 3] }]);
    annulled = (await writeQuestionBank(db, producerId, [sampleQuestion(0, { status: 'annulled' })]))
      .questionIds[0] as number;
    foreign = (await createSampleBank(db, (await createProducer(db, 'Outro')).id, 1)).questionIds[0] as number;
  });

  const learner = () => createLearner(ctx.database.db, producerId);
  const answer = (who: TestLearner, questionId: number, letter: string) =>
    learnerClient(ctx, who).post(`/api/questions/${questionId}/answers`, answerPayload(letter));
  const notebook = async (who: TestLearner) => (await memoryClient(ctx, who).errors()).json() as ErrorNotebook;

  it('holds a question answered wrong in free practice, due at the start of tomorrow, not a right one', async () => {
    const ana = await learner();
    expect((await answer(ana, q(0), 'B')).statusCode).toBe(201);
    expect((await answer(ana, q(1), 'B')).statusCode).toBe(201);
    expect((await answer(ana, annulled, 'C')).statusCode).toBe(201);
    const { items } = await notebook(ana);
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item).toMatchObject({
      question_id: q(0),
      excerpt: 'Questão de teste número 1: qual é a alternativa correta?',
      subjects: [
        { id: expect.any(Number), desc: 'Clínica Médica' },
        { id: expect.any(Number), desc: 'Cardiologia' },
        { id: expect.any(Number), desc: 'Insuficiência cardíaca' },
      ],
      missed_in: 'practice',
      lapses: 0,
    });
    const missedAt = new Date(item?.missed_at ?? '');
    expect(item?.due).toBe(studyDayStart(missedAt, 1).toISOString());
    expect(new Date(item?.due ?? '').getTime()).toBeGreaterThan(Date.now());
  });

  it('lists the latest miss first, a track’s as a track’s, and only the learner’s own', async () => {
    const bia = await learner();
    await answer(bia, q(2), 'A');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const inTrack = answerPayload('A', { track_id: bank.trackIds[0] });
    expect((await learnerClient(ctx, bia).post(`/api/questions/${q(3)}/answers`, inTrack)).statusCode).toBe(201);
    expect((await notebook(bia)).items.map((item) => [item.question_id, item.missed_in])).toEqual([
      [q(3), 'track'],
      [q(2), 'practice'],
    ]);
    expect(await notebook(await learner())).toEqual({ items: [] });
  });

  it('brings a learned question back when missed again, due no later than tomorrow, its FSRS state kept', async () => {
    const caio = await learner();
    const farDue = new Date(Date.now() + 30 * 86_400_000);
    await insertItem(ctx.database.db, caio, { questionId: q(4), state: 2, due: farDue, resolvedAt: new Date() });
    expect((await notebook(caio)).items).toEqual([]);
    expect((await answer(caio, q(4), 'B')).statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(memoryItems)
      .where(and(eq(memoryItems.user_id, caio.user.id), eq(memoryItems.question_id, q(4))));
    expect(row).toMatchObject({ state: 2, resolved_at: null, removed_at: null, missed_in: 'practice' });
    expect(row?.due.toISOString()).toBe(studyDayStart(row?.missed_at ?? new Date(), 1).toISOString());
    expect((await notebook(caio)).items.map((item) => item.question_id)).toEqual([q(4)]);
  });

  it('takes a question out with DELETE (204) until it is missed again; 404 for what is not the learner’s', async () => {
    const dani = await learner();
    const other = await learner();
    await answer(dani, q(5), 'A');
    const client = memoryClient(ctx, dani);
    expect((await memoryClient(ctx, other).remove(q(5))).statusCode).toBe(404);
    expect((await notebook(dani)).items).toHaveLength(1);
    const removed = await client.remove(q(5));
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await notebook(dani)).items).toEqual([]);
    expect((await client.remove(q(5))).statusCode).toBe(204);
    for (const id of [q(6), foreign, 2_000_000_000]) {
      const res = await client.remove(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('common.not_found');
    }
    expect((await client.remove('x')).statusCode).toBe(422);
    await answer(dani, q(5), 'C');
    expect((await notebook(dani)).items.map((item) => item.question_id)).toEqual([q(5)]);
  });

  it('takes a simulado’s wrong answers only at hand-in', async () => {
    const ids = [q(6), q(7)];
    const simuladoId = await createSimulado(ctx.database.db, producerId, ids);
    const eva = await learner();
    const exam = simuladoClient(ctx, eva);
    expect((await exam.start(simuladoId)).statusCode).toBe(201);
    await exam.save(simuladoId, q(6), answerBody('A'));
    await exam.save(simuladoId, q(7), answerBody('D'));
    expect((await notebook(eva)).items).toEqual([]);
    expect((await exam.submit(simuladoId)).statusCode).toBe(200);
    const { items } = await notebook(eva);
    expect(items.map((item) => [item.question_id, item.missed_in])).toEqual([[q(6), 'simulado']]);
  });

  it('answers 401 without a session', async () => {
    expect((await memoryClient(ctx, null).errors()).statusCode).toBe(401);
    expect((await memoryClient(ctx, null).remove(q(0))).statusCode).toBe(401);
  });
});
