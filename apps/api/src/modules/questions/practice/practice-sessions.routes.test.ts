import type { PracticeSession, SessionQuestion } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { learnerClient, type LearnerClient } from '../../courses/course-test-support.ts';
import {
  answerPayload,
  categoryId,
  createLearner,
  createProducer,
  createSampleBank,
} from '../question-test-support.ts';

describe('practice sessions (treino livre)', () => {
  const ctx = useTestApp();
  let ana: LearnerClient;
  let bruno: LearnerClient;
  let stranger: LearnerClient;
  let bank: WrittenBank;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    bank = await createSampleBank(db, producer.id, 20);
    ana = learnerClient(ctx, await createLearner(db, producer.id, 'Ana'));
    bruno = learnerClient(ctx, await createLearner(db, producer.id, 'Bruno'));
    const other = await createProducer(db, 'Outro');
    await createSampleBank(db, other.id, 5);
    stranger = learnerClient(ctx, await createLearner(db, other.id, 'Estranha'));
  });

  const create = async (client: LearnerClient, body: object) => {
    const res = await client.post('/api/questions/practice-sessions', body);
    expect(res.statusCode).toBe(201);
    return res.json() as PracticeSession;
  };
  const cardiology = () => categoryId(bank, '7:Clínica Médica/Cardiologia');

  it('draws distinct random questions matching the filter', async () => {
    const session = await create(ana, { filter: { categories: [cardiology()] }, size: 4 });
    expect(session).toMatchObject({ total: 4, answered: 0, correct: 0, next_position: 1 });
    expect(session.items.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    const cardiologyIds = bank.questionIds.filter((_, i) => i % 4 < 2);
    for (const item of session.items) {
      expect(cardiologyIds).toContain(item.question_id);
      expect(item).toMatchObject({ answered: false, correct: null });
    }
    expect(new Set(session.items.map((item) => item.question_id)).size).toBe(4);
  });

  it('draws fewer when fewer match, and 422 questions.filter_empty when none does', async () => {
    const few = await create(ana, {
      filter: { categories: [categoryId(bank, '7:Cirurgia'), categoryId(bank, '1:USP-SP')] },
      size: 50,
    });
    expect(few.total).toBe(2);
    const none = await ana.post('/api/questions/practice-sessions', {
      filter: { categories: [categoryId(bank, '7:Cirurgia')], status: ['marked'] },
      size: 5,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.code).toBe('questions.filter_empty');
  });

  it.each([
    ['size 0', { filter: {}, size: 0 }],
    ['size 101', { filter: {}, size: 101 }],
    ['no size', { filter: {} }],
    ['a fractional size', { filter: {}, size: 2.5 }],
    ['no filter', { size: 3 }],
    ['a bad status', { filter: { status: ['x'] }, size: 3 }],
  ])('answers 422 for %s', async (_name, body) => {
    const res = await ana.post('/api/questions/practice-sessions', body);
    expect(res.statusCode).toBe(422);
  });

  it('shows a position without the answer, then with its full reveal, and moves next_position', async () => {
    const session = await create(ana, { filter: {}, size: 3 });
    const url = (position: number) => `/api/questions/practice-sessions/${session.id}/questions/${position}`;
    const before = (await ana.get(url(1))).json() as SessionQuestion;
    expect(before).toMatchObject({ position: 1, total: 3, answer: null });
    expect(before.question.id).toBe(session.items[0]?.question_id);
    expect(JSON.stringify(before.question)).not.toMatch(/correct|explanation|Comentário/);
    expect(before.question.subjects[0]?.desc).toMatch(/Clínica Médica|Cirurgia/);
    expect(before.question.source).toMatchObject({ exam: 'Residência Médica R1 – Acesso Direto' });
    const questionId = before.question.id;
    const answered = await ana.post(
      `/api/questions/${questionId}/answers`,
      answerPayload('A', { practice_session_id: session.id }),
    );
    expect(answered.statusCode).toBe(201);
    const again = await ana.post(
      `/api/questions/${questionId}/answers`,
      answerPayload('B', { practice_session_id: session.id }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ chosen: 'A', already_answered: true });
    const after = (await ana.get(url(1))).json() as SessionQuestion;
    expect(after.answer).toMatchObject({ question_id: questionId, chosen: 'A', already_answered: true });
    expect(after.answer?.alternatives[0]?.explanation).toContain('Comentário da alternativa A');
    const detail = (await ana.get(`/api/questions/practice-sessions/${session.id}`)).json() as PracticeSession;
    expect(detail).toMatchObject({ id: session.id, answered: 1, next_position: 2 });
    expect(detail.items[0]).toMatchObject({ answered: true, correct: after.answer?.correct });
    expect(detail.correct).toBe(after.answer?.correct ? 1 : 0);
  });

  it('finishes with next_position null once every position is answered', async () => {
    const session = await create(ana, { filter: { categories: [categoryId(bank, '1:SUS-SP')] }, size: 2 });
    for (const item of session.items) {
      expect(
        (
          await ana.post(
            `/api/questions/${item.question_id}/answers`,
            answerPayload('B', { practice_session_id: session.id }),
          )
        ).statusCode,
      ).toBe(201);
    }
    const detail = (await ana.get(`/api/questions/practice-sessions/${session.id}`)).json() as PracticeSession;
    expect(detail).toMatchObject({ total: 2, answered: 2, next_position: null });
  });

  it('answers 404 for positions beyond the session, and 422 for zero, negative or huge ones', async () => {
    const session = await create(ana, { filter: {}, size: 2 });
    const at = (position: string) => ana.get(`/api/questions/practice-sessions/${session.id}/questions/${position}`);
    const beyond = await at('3');
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json().error.code).toBe('common.not_found');
    for (const bad of ['0', '-1', 'x', '1.5', '99999999999']) expect((await at(bad)).statusCode).toBe(422);
  });

  it("answers 404 for another learner's session and for unknown ones", async () => {
    const session = await create(ana, { filter: {}, size: 2 });
    for (const client of [bruno, stranger]) {
      expect((await client.get(`/api/questions/practice-sessions/${session.id}`)).statusCode).toBe(404);
      expect((await client.get(`/api/questions/practice-sessions/${session.id}/questions/1`)).statusCode).toBe(404);
    }
    expect((await ana.get('/api/questions/practice-sessions/2000000000')).statusCode).toBe(404);
    expect((await ana.get('/api/questions/practice-sessions/0')).statusCode).toBe(422);
  });

  it('lists the learner’s sessions newest first, a page at a time', async () => {
    const db = learnerClient(
      ctx,
      await createLearner(ctx.database.db, (await createProducer(ctx.database.db)).id, 'Vazia'),
    );
    expect((await db.get('/api/questions/practice-sessions')).json()).toEqual({
      page: 1,
      total_pages: 0,
      total_results: 0,
      results: [],
    });
    const first = await create(bruno, { filter: {}, size: 1 });
    const second = await create(bruno, { filter: {}, size: 2 });
    const third = await create(bruno, { filter: {}, size: 3 });
    const page = (query: string) => bruno.get(`/api/questions/practice-sessions${query}`);
    const one = (await page('?per_page=2')).json();
    expect(one).toMatchObject({ page: 1, total_pages: 2, total_results: 3 });
    expect(one.results.map((row: PracticeSession) => row.id)).toEqual([third.id, second.id]);
    expect(one.results[0]).toEqual({
      id: third.id,
      created_at: third.created_at,
      total: 3,
      answered: 0,
      correct: 0,
      next_position: 1,
    });
    const two = (await page('?per_page=2&page=2')).json();
    expect(two.results.map((row: PracticeSession) => row.id)).toEqual([first.id]);
    expect((await page('?page=9')).json()).toMatchObject({ page: 9, total_results: 3, results: [] });
    for (const bad of [
      '?per_page=0',
      '?per_page=101',
      '?per_page=-5',
      '?page=0',
      '?page=-1',
      '?page=1e9',
      '?per_page=abc',
    ]) {
      expect((await page(bad)).statusCode).toBe(422);
    }
  });
});
