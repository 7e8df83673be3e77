import type { QuestionTrack, QuestionTrackSummary, SessionQuestion } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeQuestionBank, type WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { learnerClient, type LearnerClient } from '../../courses/course-test-support.ts';
import { answerPayload, createLearner, createProducer, sampleQuestion } from '../question-test-support.ts';

describe('question tracks (trilhas de questões)', () => {
  const ctx = useTestApp();
  let ana: LearnerClient;
  let bruno: LearnerClient;
  let stranger: LearnerClient;
  let bank: WrittenBank;
  let foreignTrack: number;
  let producerId: string;
  const track = (i: number) => bank.trackIds[i] as number;
  const q = (i: number) => bank.questionIds[i] as number;

  beforeAll(async () => {
    const db = ctx.database.db;
    producerId = (await createProducer(db)).id;
    const questions = [
      ...Array.from({ length: 6 }, (_, i) => sampleQuestion(i)),
      sampleQuestion(6, { status: 'draft' }),
      sampleQuestion(7, { status: 'annulled' }),
    ];
    bank = await writeQuestionBank(db, producerId, questions, [
      { title: 'Cardiologia essencial', description: 'Dez questões de cardio', questionIndexes: [0, 6, 1, 4, 7] },
      { title: 'Trauma', description: 'ATLS', questionIndexes: [3] },
    ]);
    const other = await createProducer(db, 'Outro');
    foreignTrack = (
      await writeQuestionBank(
        db,
        other.id,
        [sampleQuestion(0)],
        [{ title: 'Alheia', description: '', questionIndexes: [0] }],
      )
    ).trackIds[0] as number;
    stranger = learnerClient(ctx, await createLearner(db, other.id, 'Estranha'));
    ana = learnerClient(ctx, await createLearner(db, producerId, 'Ana'));
    bruno = learnerClient(ctx, await createLearner(db, producerId, 'Bruno'));
  });

  const list = async (client: LearnerClient) =>
    (await client.get('/api/question-tracks')).json() as QuestionTrackSummary[];
  const detail = async (client: LearnerClient, id: number) =>
    (await client.get(`/api/question-tracks/${id}`)).json() as QuestionTrack;
  const answerIn = (client: LearnerClient, trackId: number, questionId: number, letter: string) =>
    client.post(`/api/questions/${questionId}/answers`, answerPayload(letter, { track_id: trackId }));

  it("lists the producer's tracks in order, leaving drafts out, not started", async () => {
    expect(await list(ana)).toEqual([
      {
        id: track(0),
        title: 'Cardiologia essencial',
        description: 'Dez questões de cardio',
        total: 4,
        answered: 0,
        correct: 0,
        status: 'nao_iniciado',
        next_position: 1,
      },
      {
        id: track(1),
        title: 'Trauma',
        description: 'ATLS',
        total: 1,
        answered: 0,
        correct: 0,
        status: 'nao_iniciado',
        next_position: 1,
      },
    ]);
    expect((await detail(ana, track(0))).items.map((item) => item.question_id)).toEqual([q(0), q(1), q(4), q(7)]);
  });

  it('tracks progress and resumes at the first unanswered position', async () => {
    // Question 1: correct B; question 0: correct A.
    expect((await answerIn(ana, track(0), q(1), 'B')).statusCode).toBe(201);
    let summary = (await list(ana))[0];
    expect(summary).toMatchObject({ answered: 1, correct: 1, status: 'em_progresso', next_position: 1 });
    expect((await answerIn(ana, track(0), q(0), 'C')).statusCode).toBe(201);
    summary = (await list(ana))[0];
    expect(summary).toMatchObject({ answered: 2, correct: 1, status: 'em_progresso', next_position: 3 });
    const resumed = (
      await ana.get(`/api/question-tracks/${track(0)}/questions/${summary?.next_position}`)
    ).json() as SessionQuestion;
    expect(resumed).toMatchObject({ position: 3, total: 4, answer: null });
    expect(resumed.question.id).toBe(q(4));
    // An answer outside the track does not move it.
    expect((await ana.post(`/api/questions/${q(4)}/answers`, answerPayload('A'))).statusCode).toBe(201);
    expect((await list(ana))[0]?.next_position).toBe(3);
    await answerIn(ana, track(0), q(4), 'A');
    await answerIn(ana, track(0), q(7), 'D');
    const done = await detail(ana, track(0));
    expect(done).toMatchObject({ answered: 4, correct: 3, status: 'concluido', next_position: null });
    expect(done.items.map((item) => item.correct)).toEqual([false, true, true, true]);
    expect((await list(bruno))[0]).toMatchObject({ answered: 0, status: 'nao_iniciado' });
  });

  it('shows a position with the stored answer and the annulled flag', async () => {
    const annulled = (await ana.get(`/api/question-tracks/${track(0)}/questions/4`)).json() as SessionQuestion;
    expect(annulled.question.annulled).toBe(true);
    expect(annulled.answer).toMatchObject({
      chosen: 'D',
      correct: true,
      correct_alternative: null,
      already_answered: true,
    });
    const first = (await ana.get(`/api/question-tracks/${track(0)}/questions/1`)).json() as SessionQuestion;
    expect(first.answer).toMatchObject({ chosen: 'C', correct: false, correct_alternative: 'A' });
    expect(first.question.subjects.map((subject) => subject.desc)).toEqual([
      'Clínica Médica',
      'Cardiologia',
      'Insuficiência cardíaca',
    ]);
    expect(first.question.alternatives.map((alternative) => alternative.letter)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('derives the difficulty once ten learners answered', async () => {
    const trackId = track(1);
    const questionId = q(3);
    const difficulty = async () =>
      ((await ana.get(`/api/question-tracks/${trackId}/questions/1`)).json() as SessionQuestion).question.difficulty;
    expect(await difficulty()).toBeNull();
    const learners = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createLearner(ctx.database.db, producerId, `Par ${i}`)),
    );
    // Question 3: correct D. Three of ten right: hard.
    for (const [i, learner] of learners.entries()) {
      const res = await learnerClient(ctx, learner).post(
        `/api/questions/${questionId}/answers`,
        answerPayload(i < 3 ? 'D' : 'A'),
      );
      expect(res.statusCode).toBe(201);
    }
    expect(await difficulty()).toBe('hard');
  });

  it("answers 404 for another producer's track, unknown tracks and positions beyond the track", async () => {
    for (const url of [
      `/api/question-tracks/${foreignTrack}`,
      `/api/question-tracks/2000000000`,
      `/api/question-tracks/${foreignTrack}/questions/1`,
      `/api/question-tracks/${track(1)}/questions/2`,
    ]) {
      const res = await ana.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('common.not_found');
    }
    expect((await list(stranger)).map((row) => row.id)).toEqual([foreignTrack]);
    for (const url of [
      '/api/question-tracks/0',
      '/api/question-tracks/abc',
      `/api/question-tracks/${track(0)}/questions/0`,
      `/api/question-tracks/${track(0)}/questions/-2`,
    ]) {
      expect((await ana.get(url)).statusCode).toBe(422);
    }
  });
});
