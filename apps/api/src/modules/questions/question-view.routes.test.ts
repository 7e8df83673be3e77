import type { QuestionDetail } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeQuestionBank, type WrittenBank } from '../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../test/test-app.ts';
import { learnerClient, type LearnerClient } from '../courses/course-test-support.ts';
import {
  answerPayload,
  createLearner,
  createProducer,
  createSampleBank,
  sampleQuestion,
} from './question-test-support.ts';

describe('GET /api/questions/:id', () => {
  const ctx = useTestApp();
  let ana: LearnerClient;
  let bruno: LearnerClient;
  let bank: WrittenBank;
  let hidden: WrittenBank;
  let foreign: WrittenBank;
  const q = (i: number) => bank.questionIds[i] as number;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producerId = (await createProducer(db)).id;
    bank = await createSampleBank(db, producerId, 3);
    hidden = await writeQuestionBank(db, producerId, [
      sampleQuestion(3, { status: 'draft' }),
      sampleQuestion(4, { status: 'annulled' }),
    ]);
    foreign = await createSampleBank(db, (await createProducer(db, 'Outro')).id, 1);
    ana = learnerClient(ctx, await createLearner(db, producerId, 'Ana'));
    bruno = learnerClient(ctx, await createLearner(db, producerId, 'Bruno'));
  });

  const detail = async (client: LearnerClient, questionId: number) => {
    const res = await client.get(`/api/questions/${questionId}`);
    expect(res.statusCode).toBe(200);
    return res.json() as QuestionDetail;
  };

  it('shows an unanswered question as the players do: no correct letter, no explanation, no answer', async () => {
    const body = await detail(ana, q(1));
    expect(body.answer).toBeNull();
    expect(body.question).toMatchObject({
      id: q(1),
      statement: '<p>Questão de teste número 2: qual é a alternativa correta?</p>',
      annulled: false,
      marked: false,
      note: null,
      source: { institution: 'UNIFESP', year: 2021 },
    });
    expect(body.question.alternatives.map((alternative) => alternative.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect(body.question.subjects.map((subject) => subject.desc)).toEqual([
      'Clínica Médica',
      'Cardiologia',
      'Arritmias',
      'Fibrilação atrial',
    ]);
    expect(JSON.stringify(body)).not.toContain('Comentário');
  });

  it("reveals the learner's latest answer and their mark, never another learner's", async () => {
    expect((await ana.post(`/api/questions/${q(0)}/answers`, answerPayload('B'))).statusCode).toBe(201);
    const later = answerPayload('A', { answered_at: new Date(Date.now() + 1000).toISOString() });
    expect((await ana.post(`/api/questions/${q(0)}/answers`, later)).statusCode).toBe(201);
    expect((await ana.put(`/api/questions/${q(0)}/mark`, { marked: true, note: 'Rever' })).statusCode).toBe(200);

    const mine = await detail(ana, q(0));
    expect(mine.question).toMatchObject({ marked: true, note: 'Rever' });
    expect(mine.answer).toMatchObject({
      question_id: q(0),
      chosen: 'A',
      correct: true,
      correct_alternative: 'A',
      explanation: 'Comentário geral da questão 1.',
      already_answered: true,
    });
    const theirs = await detail(bruno, q(0));
    expect(theirs.answer).toBeNull();
    expect(theirs.question).toMatchObject({ marked: false, note: null });
  });

  it('shows an annulled question as annulled (the players show those too)', async () => {
    expect((await detail(ana, hidden.questionIds[1] as number)).question.annulled).toBe(true);
  });

  it("answers 404 for a draft, another producer's question and a missing id; 422 for a bad id", async () => {
    for (const questionId of [hidden.questionIds[0] as number, foreign.questionIds[0] as number, 2_000_000_000]) {
      const res = await ana.get(`/api/questions/${questionId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('common.not_found');
    }
    expect((await ana.get('/api/questions/abc')).statusCode).toBe(422);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/questions/${q(0)}` })).statusCode).toBe(401);
  });
});
