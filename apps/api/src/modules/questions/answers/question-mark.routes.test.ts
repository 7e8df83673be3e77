import type { SessionQuestion } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeQuestionBank, type WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { learnerClient, type LearnerClient } from '../../courses/course-test-support.ts';
import { createLearner, createProducer, createSampleBank, sampleQuestion } from '../question-test-support.ts';

describe('PUT /api/questions/:id/mark', () => {
  const ctx = useTestApp();
  let ana: LearnerClient;
  let bruno: LearnerClient;
  let bank: WrittenBank;
  let draft: WrittenBank;
  let foreign: WrittenBank;
  const q = (i: number) => bank.questionIds[i] as number;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producerId = (await createProducer(db)).id;
    bank = await createSampleBank(db, producerId, 4, [
      { title: 'Trilha', description: '', questionIndexes: [0, 1, 2, 3] },
    ]);
    draft = await writeQuestionBank(db, producerId, [sampleQuestion(0, { status: 'draft' })]);
    foreign = await createSampleBank(db, (await createProducer(db, 'Outro')).id, 1);
    ana = learnerClient(ctx, await createLearner(db, producerId, 'Ana'));
    bruno = learnerClient(ctx, await createLearner(db, producerId, 'Bruno'));
  });

  const mark = (client: LearnerClient, questionId: number, body: object) =>
    client.put(`/api/questions/${questionId}/mark`, body);
  const view = async (client: LearnerClient, position: number) =>
    ((await client.get(`/api/question-tracks/${bank.trackIds[0]}/questions/${position}`)).json() as SessionQuestion)
      .question;

  it('marks with a note, keeps the note when omitted, clears it with null', async () => {
    expect((await mark(ana, q(0), { marked: true, note: '  Rever a diretriz  ' })).json()).toEqual({
      question_id: q(0),
      marked: true,
      note: 'Rever a diretriz',
    });
    expect(await view(ana, 1)).toMatchObject({ marked: true, note: 'Rever a diretriz' });
    expect((await mark(ana, q(0), { marked: false })).json()).toEqual({
      question_id: q(0),
      marked: false,
      note: 'Rever a diretriz',
    });
    expect((await mark(ana, q(0), { marked: true, note: null })).json()).toEqual({
      question_id: q(0),
      marked: true,
      note: null,
    });
    expect((await mark(ana, q(0), { marked: true, note: '   ' })).json()).toMatchObject({ note: null });
  });

  it('is the learner’s own', async () => {
    await mark(ana, q(1), { marked: true, note: 'minha' });
    expect(await view(bruno, 2)).toMatchObject({ marked: false, note: null });
  });

  it('answers 422 for an over-long note or a missing flag', async () => {
    const long = await mark(ana, q(2), { marked: true, note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields).toEqual([{ path: 'note', message: 'field.too_long' }]);
    expect((await mark(ana, q(2), { note: 'sem flag' })).statusCode).toBe(422);
    expect((await mark(ana, q(2), { marked: 'sim' })).statusCode).toBe(422);
    expect((await mark(ana, q(2), { marked: true, note: 'x'.repeat(2000) })).statusCode).toBe(200);
  });

  it('answers 404 for unknown, draft and foreign questions', async () => {
    for (const questionId of [2_000_000_000, draft.questionIds[0] as number, foreign.questionIds[0] as number]) {
      expect((await mark(ana, questionId, { marked: true })).statusCode).toBe(404);
    }
  });
});
