import type { AnswerResult, PracticeSession, QuestionCounts, QuestionTrack, SessionQuestion } from '@members/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulados } from '../../db/schema/index.ts';
import type { WrittenBank } from '../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../test/test-app.ts';
import { learnerClient, type LearnerClient } from '../courses/course-test-support.ts';
import { answerBody, createSimulado, hour, simuladoClient } from '../simulados/simulado-test-support.ts';
import { forgetOpenSimuladoQuestions } from './open-simulado-questions.ts';
import { answerPayload, createLearner, createProducer, createSampleBank } from './question-test-support.ts';

/**
 * Issue 11 item 3: the answer key of a simulado that has not closed yet must not leak through the question bank.
 * The attack: a learner sitting the open simulado posts each of its questions to POST /api/questions/:id/answers,
 * reads `correct_alternative`, and saves it in the attempt (100%).
 */
describe('questions of a simulado that has not closed', () => {
  const ctx = useTestApp();
  let producerId: string;
  let bank: WrittenBank;
  let ana: LearnerClient;
  let simuladoId: number;
  let upcomingId: number;
  let earlySession: PracticeSession;
  const q = (i: number) => bank.questionIds[i] as number;
  /** Questions 0–4 are in the open simulado, 5–6 in an upcoming one, 7–11 in none. */
  const held = () => [0, 1, 2, 3, 4, 5, 6].map(q);

  beforeAll(async () => {
    const db = ctx.database.db;
    producerId = (await createProducer(db)).id;
    // Correct letters: question i → A, B, C, D by i % 4. The track mixes held and free questions.
    bank = await createSampleBank(db, producerId, 12, [
      { title: 'Trilha mista', description: '', questionIndexes: [0, 7, 1, 8, 5, 9] },
    ]);
    const learner = await createLearner(db, producerId, 'Ana');
    ana = learnerClient(ctx, learner);
    // A practice session drawn before any simulado existed holds questions that are about to be held back.
    earlySession = (
      await ana.post('/api/questions/practice-sessions', { filter: {}, size: 12 })
    ).json() as PracticeSession;
    simuladoId = await createSimulado(db, producerId, [0, 1, 2, 3, 4].map(q));
    upcomingId = await createSimulado(db, producerId, [5, 6].map(q), {
      opensAt: new Date(Date.now() + 24 * hour),
      closesAt: new Date(Date.now() + 48 * hour),
    });
    forgetOpenSimuladoQuestions(db, producerId);
  });

  it('refuses to answer (and so to reveal) a question of an open or upcoming simulado: the 100% script fails', async () => {
    const exam = simuladoClient(ctx, await createLearner(ctx.database.db, producerId, 'Script'));
    expect((await exam.start(simuladoId)).statusCode).toBe(201);
    const script = learnerClient(ctx, await createLearner(ctx.database.db, producerId, 'Cúmplice'));
    for (const questionId of held()) {
      const res = await script.post(`/api/questions/${questionId}/answers`, answerPayload('A'));
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('questions.in_open_simulado');
      expect(res.body).not.toContain('correct_alternative');
      expect(res.body).not.toContain('Comentário');
    }
  });

  it('still answers the questions of no open simulado', async () => {
    const res = await ana.post(`/api/questions/${q(7)}/answers`, answerPayload('D'));
    expect(res.statusCode).toBe(201);
    expect((res.json() as AnswerResult).correct_alternative).toBe('D');
  });

  it('leaves the held questions out of counts, practice draws, tracks and old sessions', async () => {
    const counts = (await ana.post('/api/questions/counts', {})).json() as QuestionCounts;
    expect(counts.total).toBe(5);
    const session = (
      await ana.post('/api/questions/practice-sessions', { filter: {}, size: 100 })
    ).json() as PracticeSession;
    expect(session.items.map((item) => item.question_id).sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11].map(q));
    expect(session.total).toBe(counts.total);

    const track = (await ana.get(`/api/question-tracks/${bank.trackIds[0]}`)).json() as QuestionTrack;
    expect(track.items.map((item) => item.question_id)).toEqual([7, 8, 9].map(q));
    const position = (await ana.get(`/api/question-tracks/${bank.trackIds[0]}/questions/1`)).json() as SessionQuestion;
    expect(position.question.id).toBe(q(7));

    const early = (await ana.get(`/api/questions/practice-sessions/${earlySession.id}`)).json() as PracticeSession;
    expect(early.items.map((item) => item.question_id).filter((id) => held().includes(id))).toEqual([]);
    for (let position = 1; position <= early.total; position += 1) {
      const res = await ana.get(`/api/questions/practice-sessions/${earlySession.id}/questions/${position}`);
      expect(held()).not.toContain((res.json() as SessionQuestion).question.id);
    }
  });

  it('refuses an answer in a practice session or a track to a held question', async () => {
    const inTrack = await ana.post(
      `/api/questions/${q(0)}/answers`,
      answerPayload('A', { track_id: bank.trackIds[0] }),
    );
    expect(inTrack.statusCode).toBe(403);
    const inSession = await ana.post(
      `/api/questions/${q(0)}/answers`,
      answerPayload('A', { practice_session_id: earlySession.id }),
    );
    expect(inSession.statusCode).toBe(403);
  });

  it('the sitting itself still works: autosave and hand-in inside the attempt', async () => {
    const exam = simuladoClient(ctx, await createLearner(ctx.database.db, producerId, 'Bia'));
    expect((await exam.start(simuladoId)).statusCode).toBe(201);
    expect((await exam.save(simuladoId, q(0), answerBody('A'))).statusCode).toBe(200);
    expect((await exam.submit(simuladoId)).statusCode).toBe(200);
  });

  it('releases the questions once the simulados close', async () => {
    const db = ctx.database.db;
    await db
      .update(simulados)
      .set({ opens_at: new Date(Date.now() - 2 * hour), closes_at: new Date(Date.now() - hour) })
      .where(eq(simulados.producer_id, producerId));
    forgetOpenSimuladoQuestions(db, producerId);
    const res = await ana.post(`/api/questions/${q(1)}/answers`, answerPayload('B'));
    expect(res.statusCode).toBe(201);
    expect((res.json() as AnswerResult).correct_alternative).toBe('B');
    expect(((await ana.post('/api/questions/counts', {})).json() as QuestionCounts).total).toBe(12);
    const track = (await ana.get(`/api/question-tracks/${bank.trackIds[0]}`)).json() as QuestionTrack;
    expect(track.items.map((item) => item.question_id)).toEqual([0, 7, 1, 8, 5, 9].map(q));
    expect(upcomingId).toBeGreaterThan(0);
  });
});
