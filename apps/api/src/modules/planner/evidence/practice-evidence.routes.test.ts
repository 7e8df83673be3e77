import type { PracticeSession } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { studyDayKey, studyDayStart } from '../../flashcards/study-day.ts';
import { cardRef, insertMissedQuestion, insertNote, studyClient } from '../../flashcards/study/study-test-support.ts';
import {
  answerPayload,
  categoryId,
  createLearner,
  createProducer,
  createSampleBank,
  type TestLearner,
} from '../../questions/question-test-support.ts';
import { activitiesOf, insertPlan } from './evidence-test-support.ts';
import { syncActivityEvidence } from './sync-activity-evidence.ts';

describe('activity evidence: question sessions and reviews', () => {
  const ctx = useTestApp();
  let ana: TestLearner;
  let bruno: TestLearner;
  let bank: WrittenBank;
  const learnerOf = (learner: TestLearner) => ({ producerId: learner.user.producer_id, userId: learner.user.id });
  const inDays = (days: number) => studyDayKey(studyDayStart(new Date(), days));
  const subject = (key: string) => ({ id: categoryId(bank, `7:${key}`), desc: key });
  const questionsTarget = (key: string | null, count: number) => ({
    type: 'questions',
    subject: key === null ? null : subject(key),
    institution_ids: [],
    count,
  });

  async function practice(learner: TestLearner, key: string, size: number): Promise<PracticeSession> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/questions/practice-sessions',
      headers: learner.headers,
      payload: { filter: { categories: [categoryId(bank, `7:${key}`)] }, size },
    });
    expect(res.statusCode).toBe(201);
    return res.json<PracticeSession>();
  }

  async function answerAll(learner: TestLearner, session: PracticeSession): Promise<void> {
    for (const item of session.items) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/questions/${item.question_id}/answers`,
        headers: learner.headers,
        payload: answerPayload('A', { practice_session_id: session.id }),
      });
      expect(res.statusCode).toBe(201);
    }
  }

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    bank = await createSampleBank(db, producer.id, 20);
    ana = await createLearner(db, producer.id, 'Ana');
    bruno = await createLearner(db, producer.id, 'Bruno');
  });

  it("ticks a subject's session by the day's answers or by its own practice session, not another subject", async () => {
    const db = ctx.database.db;
    const surgery = await practice(ana, 'Cirurgia', 2);
    const planId = await insertPlan(db, ana, [
      { date: inDays(0), kind: 'questions', target: questionsTarget('Clínica Médica/Cardiologia', 3) },
      { date: inDays(2), kind: 'questions', target: questionsTarget('Cirurgia', 20), practiceSessionId: surgery.id },
      { date: inDays(0), kind: 'questions', target: questionsTarget('Clínica Médica/Nefrologia', 1) },
      { date: inDays(0), kind: 'review', target: questionsTarget(null, 5) },
      { date: inDays(0), kind: 'questions', target: questionsTarget('Clínica Médica/Cardiologia', 4) },
    ]);
    await answerAll(ana, await practice(ana, 'Clínica Médica/Cardiologia', 3));
    await answerAll(ana, surgery);
    await answerAll(bruno, await practice(bruno, 'Clínica Médica/Nefrologia', 2));

    await syncActivityEvidence(db, learnerOf(ana), planId, new Date());

    expect((await activitiesOf(db, planId)).map((activity) => [activity.status, activity.done_by])).toEqual([
      ['done', 'auto'],
      ['done', 'auto'],
      ['pending', null],
      ['done', 'auto'],
      ['pending', null],
    ]);
  });

  it('ticks reviews by the number made today, or when nothing of the kind is left due today', async () => {
    const db = ctx.database.db;
    const cards = [await insertNote(db, ana.user.producer_id), await insertNote(db, ana.user.producer_id)];
    const planId = await insertPlan(db, ana, [
      { date: inDays(0), kind: 'flashcards', target: { type: 'reviews', errors_only: false, reviews: 2 } },
      { date: inDays(0), kind: 'flashcards', target: { type: 'reviews', errors_only: false, reviews: 3 } },
      { date: inDays(0), kind: 'errors', target: { type: 'reviews', errors_only: true, reviews: 10 } },
      { date: inDays(1), kind: 'errors', target: { type: 'reviews', errors_only: true, reviews: 10 } },
    ]);
    const study = studyClient(ctx, ana);
    // "Errei": each card is due again within minutes, so the day still has cards due.
    for (const card of cards) expect((await study.rate(cardRef(card), 1)).statusCode).toBe(200);

    await syncActivityEvidence(db, learnerOf(ana), planId, new Date());

    expect((await activitiesOf(db, planId)).map((activity) => activity.status)).toEqual([
      'done',
      'pending',
      'done',
      'pending',
    ]);
  });

  it("another learner's reviews never count, and their own due errors keep theirs pending", async () => {
    const db = ctx.database.db;
    await insertMissedQuestion(db, bruno, bank.questionIds[0] ?? 0, new Date(Date.now() - 3_600_000));
    const planId = await insertPlan(db, bruno, [
      { date: inDays(0), kind: 'flashcards', target: { type: 'reviews', errors_only: false, reviews: 2 } },
      { date: inDays(0), kind: 'errors', target: { type: 'reviews', errors_only: true, reviews: 10 } },
    ]);
    const notes = [1, 2, 3].map(() => insertNote(db, ana.user.producer_id));
    const [own = 0, ...others] = await Promise.all(notes);
    expect((await studyClient(ctx, bruno).rate(cardRef(own), 1)).statusCode).toBe(200);
    for (const card of others) expect((await studyClient(ctx, ana).rate(cardRef(card), 1)).statusCode).toBe(200);

    await syncActivityEvidence(db, learnerOf(bruno), planId, new Date());

    expect((await activitiesOf(db, planId)).map((activity) => activity.status)).toEqual(['pending', 'pending']);
  });
});
