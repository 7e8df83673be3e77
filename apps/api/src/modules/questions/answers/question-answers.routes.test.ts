import type { AnswerResult } from '@members/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionAnswers, questionLearnerState, questionStats } from '../../../db/schema/index.ts';
import { writeQuestionBank, type WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { learnerClient, type LearnerClient } from '../../courses/course-test-support.ts';
import {
  answerPayload,
  createLearner,
  createProducer,
  createSampleBank,
  sampleQuestion,
} from '../question-test-support.ts';

describe('POST /api/questions/:id/answers', () => {
  const ctx = useTestApp();
  let ana: LearnerClient;
  let bruno: LearnerClient;
  let bank: WrittenBank;
  let extra: WrittenBank;
  let foreign: WrittenBank;
  let producerId: string;
  const q = (i: number) => bank.questionIds[i] as number;

  beforeAll(async () => {
    const db = ctx.database.db;
    producerId = (await createProducer(db)).id;
    bank = await createSampleBank(db, producerId, 12, [
      { title: 'Trilha', description: 'Cardiologia', questionIndexes: [0, 1, 4] },
    ]);
    extra = await writeQuestionBank(db, producerId, [
      sampleQuestion(0, { status: 'draft' }),
      sampleQuestion(5, { status: 'annulled' }),
    ]);
    foreign = await createSampleBank(db, (await createProducer(db, 'Outro')).id, 3, [
      { title: 'Alheia', description: '', questionIndexes: [0] },
    ]);
    ana = learnerClient(ctx, await createLearner(db, producerId, 'Ana'));
    bruno = learnerClient(ctx, await createLearner(db, producerId, 'Bruno'));
  });

  const answer = (client: LearnerClient, questionId: number, body: Record<string, unknown>) =>
    client.post(`/api/questions/${questionId}/answers`, body);
  const rowsOf = async (questionId: number) => {
    const db = ctx.database.db;
    const [answers] = await db
      .select({ n: count() })
      .from(questionAnswers)
      .where(eq(questionAnswers.question_id, questionId));
    const [stats] = await db.select().from(questionStats).where(eq(questionStats.question_id, questionId));
    const states = await db.select().from(questionLearnerState).where(eq(questionLearnerState.question_id, questionId));
    return { answers: answers?.n ?? 0, stats, states };
  };

  it('records a new answer (201) and reveals correctness, explanations and peer shares; never before', async () => {
    // Question 0: correct A, five alternatives.
    const res = await answer(ana, q(0), answerPayload('B'));
    expect(res.statusCode).toBe(201);
    const body = res.json() as AnswerResult;
    expect(body).toMatchObject({
      question_id: q(0),
      chosen: 'B',
      correct: false,
      correct_alternative: 'A',
      already_answered: false,
      answers_count: 1,
    });
    expect(body.explanation).toContain('Comentário geral');
    expect(body.alternatives.map((alternative) => [alternative.letter, alternative.share])).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 0],
      ['D', 0],
      ['E', 0],
    ]);
    const second = (await answer(bruno, q(0), answerPayload('A'))).json() as AnswerResult;
    expect(second).toMatchObject({ correct: true, answers_count: 2 });
    expect(second.alternatives.slice(0, 2).map((alternative) => alternative.share)).toEqual([0.5, 0.5]);
  });

  it('counts only a learner’s first answer in the peer stats, but every answer in their own state', async () => {
    const first = await answer(ana, q(1), answerPayload('A'));
    const again = await answer(ana, q(1), answerPayload('B'));
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect((again.json() as AnswerResult).correct).toBe(true);
    const rows = await rowsOf(q(1));
    expect(rows.answers).toBe(2);
    expect(rows.stats).toMatchObject({ answers: 1, correct: 0, letter_counts: [1, 0, 0, 0, 0] });
    expect(rows.states[0]).toMatchObject({ answered_count: 2, last_correct: true });
  });

  it('replays the same key (200, nothing counted twice) and refuses the key for another question or alternative (409)', async () => {
    const payload = answerPayload('C');
    expect((await answer(ana, q(2), payload)).statusCode).toBe(201);
    const replay = await answer(ana, q(2), payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ chosen: 'C', already_answered: true, answers_count: 1 });
    expect((await rowsOf(q(2))).answers).toBe(1);
    const otherLetter = await answer(ana, q(2), { ...payload, alternative: 'D' });
    expect(otherLetter.statusCode).toBe(409);
    expect(otherLetter.json().error.code).toBe('questions.idempotency_key_reused');
    expect((await answer(ana, q(3), payload)).statusCode).toBe(409);
    // Keys belong to a learner: Bruno may use the same one.
    expect((await answer(bruno, q(2), payload)).statusCode).toBe(201);
  });

  it('counts the same answer sent 10 times at once exactly once', async () => {
    const payload = answerPayload('A');
    const responses = await Promise.all(Array.from({ length: 10 }, () => answer(ana, q(6), payload)));
    expect(responses.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    for (const res of responses) expect(res.json()).toMatchObject({ chosen: 'A', answers_count: 1 });
    const rows = await rowsOf(q(6));
    expect(rows.answers).toBe(1);
    expect(rows.stats).toMatchObject({ answers: 1 });
    expect(rows.states).toHaveLength(1);
    expect(rows.states[0]?.answered_count).toBe(1);
  });

  it('keeps the first answer of a track item: another key answers 200 with the stored answer', async () => {
    const trackId = bank.trackIds[0] as number;
    const first = await answer(ana, q(4), answerPayload('A', { track_id: trackId }));
    expect(first.statusCode).toBe(201);
    const second = await answer(ana, q(4), answerPayload('B', { track_id: trackId }));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ chosen: 'A', already_answered: true });
    const [stored] = await ctx.database.db
      .select({ n: count() })
      .from(questionAnswers)
      .where(and(eq(questionAnswers.question_id, q(4)), eq(questionAnswers.track_id, trackId)));
    expect(stored?.n).toBe(1);
    // Outside the track the learner may answer again.
    expect((await answer(ana, q(4), answerPayload('B'))).statusCode).toBe(201);
  });

  it('counts every answer to an annulled question as correct, with no correct letter', async () => {
    const res = await answer(ana, extra.questionIds[1] as number, answerPayload('C'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ correct: true, correct_alternative: null });
  });

  it('answers 404 for unknown, draft and foreign questions', async () => {
    for (const questionId of [2_000_000_000, extra.questionIds[0] as number, foreign.questionIds[0] as number]) {
      const res = await answer(ana, questionId, answerPayload('A'));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('common.not_found');
    }
  });

  it('answers 404 for a session or track that is not the learner’s or does not hold the question', async () => {
    const session = await ana.post('/api/questions/practice-sessions', { filter: {}, size: 3 });
    const { id, items } = session.json() as { id: number; items: { question_id: number }[] };
    const outside = bank.questionIds.find(
      (questionId) => !items.some((item) => item.question_id === questionId),
    ) as number;
    const inside = items[0]?.question_id as number;
    expect((await answer(bruno, inside, answerPayload('A', { practice_session_id: id }))).statusCode).toBe(404);
    expect((await answer(ana, outside, answerPayload('A', { practice_session_id: id }))).statusCode).toBe(404);
    expect((await answer(ana, inside, answerPayload('A', { practice_session_id: 2_000_000_000 }))).statusCode).toBe(
      404,
    );
    expect((await answer(ana, q(5), answerPayload('A', { track_id: bank.trackIds[0] }))).statusCode).toBe(404);
    expect((await answer(ana, q(0), answerPayload('A', { track_id: foreign.trackIds[0] }))).statusCode).toBe(404);
    const both = await answer(ana, inside, answerPayload('A', { practice_session_id: id, track_id: bank.trackIds[0] }));
    expect(both.statusCode).toBe(422);
    const inSession = await answer(ana, inside, answerPayload('A', { practice_session_id: id }));
    expect(inSession.statusCode).toBe(201);
  });

  it('refuses a letter beyond the question’s alternatives', async () => {
    // Question 1 has four alternatives (A–D).
    const res = await answer(ana, q(1), answerPayload('E'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'common.validation_failed',
      fields: [{ path: 'alternative', message: 'questions.alternative_invalid' }],
    });
    const notALetter = await answer(ana, q(1), answerPayload('F'));
    expect(notALetter.statusCode).toBe(422);
    expect(notALetter.json().error.fields).toEqual([{ path: 'alternative', message: 'questions.alternative_invalid' }]);
  });

  it('refuses an answer time more than five minutes ahead or more than a day old (typed 400), and accepts a little skew', async () => {
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    // The practice session of an earlier test may have drawn (and answered) this question: count from here.
    const before = (await rowsOf(q(7))).answers;
    for (const answered_at of [
      at(10 * 60_000),
      at(-25 * 60 * 60_000),
      '2001-01-01T00:00:00.000Z',
      '2999-01-01T00:00:00Z',
    ]) {
      const res = await answer(ana, q(7), answerPayload('A', { answered_at }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('questions.answered_at_out_of_range');
    }
    expect((await rowsOf(q(7))).answers).toBe(before);
    const skewed = await answer(ana, q(7), answerPayload('A', { answered_at: at(60_000) }));
    expect(skewed.statusCode).toBe(201);
    const offline = await answer(ana, q(9), answerPayload('A', { answered_at: at(-3 * 60 * 60_000) }));
    expect(offline.statusCode).toBe(201);
  });

  it.each([
    ['no key', { idempotency_key: undefined }],
    ['a key that is not a UUID', { idempotency_key: 'abc' }],
    ['no time', { answered_at: undefined }],
    ['a time that is not ISO', { answered_at: 'ontem' }],
    ['a negative time spent', { time_spent_ms: -1 }],
    ['a session id of zero', { practice_session_id: 0 }],
    ['a huge track id', { track_id: 1e12 }],
  ])('answers 422 for %s', async (_name, overrides) => {
    const res = await answer(ana, q(8), answerPayload('A', overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('common.validation_failed');
  });

  it('answers 422 for a question id that is not a positive integer', async () => {
    for (const bad of ['0', '-1', 'abc', '99999999999'])
      expect((await ana.post(`/api/questions/${bad}/answers`, answerPayload('A'))).statusCode).toBe(422);
  });

  it('requires a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/questions/${q(0)}/answers`,
      payload: answerPayload('A'),
    });
    expect(res.statusCode).toBe(401);
  });
});
