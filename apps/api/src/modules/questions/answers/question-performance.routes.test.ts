import type { Performance } from '@members/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionAnswers } from '../../../db/schema/index.ts';
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

const day = 24 * 60 * 60 * 1000;

/** The calendar date of an instant in São Paulo (UTC−3, no daylight saving since 2019). */
const spDate = (at: Date) => new Date(at.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('GET /api/questions/performance', () => {
  const ctx = useTestApp();
  let ana: LearnerClient;
  let bruno: LearnerClient;
  let bank: WrittenBank;
  const q = (i: number) => bank.questionIds[i] as number;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producerId = (await createProducer(db)).id;
    bank = await createSampleBank(db, producerId, 8);
    ana = learnerClient(ctx, await createLearner(db, producerId, 'Ana'));
    bruno = learnerClient(ctx, await createLearner(db, producerId, 'Bruno'));
  });

  const performance = async (client: LearnerClient, query = '') => {
    const res = await client.get(`/api/questions/performance${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Performance;
  };

  it('is empty before any answer', async () => {
    expect(await performance(ana)).toEqual({ answered: 0, correct: 0, by_subject: [], over_time: [] });
  });

  it('adds up answers per grande área and per São Paulo day', async () => {
    const now = new Date();
    const threeDaysAgo = new Date(now.getTime() - 3 * day);
    const longAgo = new Date(now.getTime() - 40 * day);
    // Correct letters: q0 A (Cardiologia), q1 B (Arritmias), q2 C (Nefrologia), q3 D (Cirurgia), q4 A (Cardiologia).
    const answers: [number, string, Date][] = [
      [q(0), 'A', now],
      [q(1), 'A', now],
      [q(2), 'C', threeDaysAgo],
      [q(3), 'D', threeDaysAgo],
      [q(4), 'B', longAgo],
    ];
    for (const [questionId, letter, at] of answers) {
      const res = await ana.post(`/api/questions/${questionId}/answers`, answerPayload(letter));
      expect(res.statusCode).toBe(201);
      // The API takes answer times of the last day only: older history is written as it would have been then.
      await ctx.database.db
        .update(questionAnswers)
        .set({ answered_at: at })
        .where(eq(questionAnswers.question_id, questionId));
    }
    const result = await performance(ana);
    expect(result).toMatchObject({ answered: 5, correct: 3 });
    expect(result.by_subject).toEqual([
      { id: categoryId(bank, '7:Clínica Médica'), desc: 'Clínica Médica', answered: 4, correct: 2 },
      { id: categoryId(bank, '7:Cirurgia'), desc: 'Cirurgia', answered: 1, correct: 1 },
    ]);
    expect(result.over_time).toEqual([
      { date: spDate(threeDaysAgo), answered: 2, correct: 2 },
      { date: spDate(now), answered: 2, correct: 1 },
    ]);
    expect((await performance(ana, '?days=60')).over_time[0]).toEqual({
      date: spDate(longAgo),
      answered: 1,
      correct: 0,
    });
    expect((await performance(ana, '?days=1')).over_time).toEqual([{ date: spDate(now), answered: 2, correct: 1 }]);
    expect(await performance(bruno)).toMatchObject({ answered: 0, by_subject: [] });
  });

  it.each(['0', '-1', '366', 'abc', '1.5'])('answers 422 for days=%s', async (days) => {
    expect((await ana.get(`/api/questions/performance?days=${days}`)).statusCode).toBe(422);
  });
});
