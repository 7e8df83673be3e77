import type { FlashcardStats } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  categoryId,
  createLearner,
  createProducer,
  createSampleBank,
  type TestLearner,
} from '../../questions/question-test-support.ts';
import { insertItem, insertReviews, memoryClient } from '../misses/memory-test-support.ts';
import { studyDayKey, studyDayStart } from '../study-day.ts';

describe('GET /api/flashcards/stats', () => {
  const ctx = useTestApp();
  let bank: WrittenBank;
  let ana: TestLearner;
  let stats: FlashcardStats;
  /** Noon of the study day `days` from today (negative: ago). */
  const noon = (days: number) => new Date(studyDayStart(new Date(), days).getTime() + 12 * 3_600_000);
  const earlyToday = () => new Date(studyDayStart(new Date()).getTime() + 60_000);

  beforeAll(async () => {
    const db = ctx.database.db;
    const producerId = (await createProducer(db)).id;
    bank = await createSampleBank(db, producerId, 4);
    ana = await createLearner(db, producerId, 'Ana');
    const cardio = categoryId(bank, '7:Clínica Médica/Cardiologia/Insuficiência cardíaca');
    const trauma = categoryId(bank, '7:Cirurgia/Trauma/Atendimento inicial');
    const item = (input: Parameters<typeof insertItem>[2]) => insertItem(db, ana, input);
    const overdue = await item({ questionId: bank.questionIds[0], categoryId: cardio, state: 2, due: noon(-2) });
    await item({ questionId: bank.questionIds[1], categoryId: trauma, state: 0, due: studyDayStart(new Date(), 1) });
    await item({ questionId: bank.questionIds[2], state: 0, due: noon(3), removedAt: new Date() });
    const learned = await item({ categoryId: cardio, state: 2, due: noon(29) });
    await item({ categoryId: trauma, state: 2, due: noon(30) });
    await insertReviews(db, ana, learned, [
      { rating: 3, stateBefore: 2, at: earlyToday() },
      { rating: 4, stateBefore: 2, at: earlyToday() },
      { rating: 1, stateBefore: 2, at: noon(-1), undone: true },
      { rating: 1, stateBefore: 2, at: noon(-2) },
      { rating: 2, stateBefore: 2, at: noon(-29) },
      { rating: 1, stateBefore: 2, at: noon(-30) },
      { rating: 3, stateBefore: 0, at: noon(-400) },
    ]);
    await insertReviews(db, ana, overdue, [{ rating: 1, stateBefore: 1, at: noon(-5) }]);
    stats = (await memoryClient(ctx, ana).stats()).json() as FlashcardStats;
  });

  it('forecasts the next 30 days, overdue items today, cards and questions apart, removed ones left out', () => {
    expect(stats.forecast).toHaveLength(30);
    expect(stats.forecast[0]).toEqual({ date: studyDayKey(new Date()), cards: 0, questions: 1 });
    expect(stats.forecast[1]).toEqual({ date: studyDayKey(noon(1)), cards: 0, questions: 1 });
    expect(stats.forecast[29]).toEqual({ date: studyDayKey(noon(29)), cards: 1, questions: 0 });
    const total = stats.forecast.reduce((sum, day) => sum + day.cards + day.questions, 0);
    expect(total).toBe(3);
  });

  it('counts reviews per study day over the last 365, undone ones left out, oldest first', () => {
    expect(stats.heatmap).toEqual([
      { date: studyDayKey(noon(-30)), reviews: 1 },
      { date: studyDayKey(noon(-29)), reviews: 1 },
      { date: studyDayKey(noon(-5)), reviews: 1 },
      { date: studyDayKey(noon(-2)), reviews: 1 },
      { date: studyDayKey(new Date()), reviews: 2 },
    ]);
  });

  it('measures retention of learned items over 30 days per top-level subject and overall', () => {
    expect(stats.retention).toEqual([
      { subject: { id: categoryId(bank, '7:Clínica Médica'), desc: 'Clínica Médica' }, retention: 0.75, reviews: 4 },
      { subject: { id: categoryId(bank, '7:Cirurgia'), desc: 'Cirurgia' }, retention: null, reviews: 0 },
    ]);
    expect(stats.true_retention).toEqual({ retention: 0.75, reviews: 4 });
  });

  it('gives the streak (yesterday undone: it breaks) and the days studied in 30', () => {
    expect(stats.streak).toBe(1);
    expect(stats.days_studied_30).toBe(4);
  });

  it('is the learner’s own, and 401 logged out', async () => {
    const bruno = await createLearner(ctx.database.db, ana.user.producer_id, 'Bruno');
    const theirs = (await memoryClient(ctx, bruno).stats()).json() as FlashcardStats;
    expect(theirs).toMatchObject({ heatmap: [], streak: 0, days_studied_30: 0, true_retention: { retention: null } });
    expect(theirs.forecast.every((day) => day.cards + day.questions === 0)).toBe(true);
    expect((await memoryClient(ctx, null).stats()).statusCode).toBe(401);
  });
});
