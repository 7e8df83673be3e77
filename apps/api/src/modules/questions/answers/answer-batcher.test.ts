import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionAnswers, questionLearnerState, questionStats } from '../../../db/schema/index.ts';
import type { WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { recordAnswer } from './answer-batcher.ts';
import type { NewAnswer } from './answers.repository.ts';
import { createLearner, createProducer, createSampleBank } from '../question-test-support.ts';

describe('answer batching', () => {
  const ctx = useTestApp();
  let producerId: string;
  let bank: WrittenBank;
  let learners: string[];

  beforeAll(async () => {
    const db = ctx.database.db;
    producerId = (await createProducer(db)).id;
    bank = await createSampleBank(db, producerId, 4);
    learners = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => (await createLearner(db, producerId, `Par ${i}`)).user.id),
    );
  });

  const answer = (
    userId: string,
    questionId: number,
    alternative: NewAnswer['alternative'],
    overrides: Partial<NewAnswer> = {},
  ): NewAnswer => ({
    producerId,
    userId,
    questionId,
    alternative,
    correct: alternative === 'A',
    mode: 'practice',
    practiceSessionId: null,
    trackId: null,
    timeSpentMs: 0,
    idempotencyKey: randomUUID(),
    answeredAt: new Date(),
    ...overrides,
  });

  it('counts many learners’ concurrent answers to the same questions once each', async () => {
    const db = ctx.database.db;
    const letters = ['A', 'B', 'C', 'D', 'A'] as const;
    const all = learners.flatMap((userId, i) =>
      bank.questionIds.map((questionId) => answer(userId, questionId, letters[i] as NewAnswer['alternative'])),
    );
    const results = await Promise.all(all.map((item) => recordAnswer(db, item)));
    expect(results.every((stats) => stats !== null)).toBe(true);
    const stats = await db.select().from(questionStats).where(inArray(questionStats.question_id, bank.questionIds));
    expect(stats).toHaveLength(4);
    for (const row of stats) expect(row).toMatchObject({ answers: 5, correct: 2, letter_counts: [2, 1, 1, 1, 0] });
    const states = await db
      .select()
      .from(questionLearnerState)
      .where(inArray(questionLearnerState.question_id, bank.questionIds));
    expect(states).toHaveLength(20);
    expect(states.every((state) => state.answered_count === 1)).toBe(true);
  });

  it('writes a learner’s repeated answers to one question in turn, and a retry not at all', async () => {
    const db = ctx.database.db;
    const questionId = bank.questionIds[0] as number;
    const userId = learners[0] as string;
    const retry = answer(userId, questionId, 'B');
    const results = await Promise.all(
      [answer(userId, questionId, 'C'), retry, retry, answer(userId, questionId, 'D')].map((item) =>
        recordAnswer(db, item),
      ),
    );
    expect(results.filter((stats) => stats === null)).toHaveLength(1);
    const [state] = await db
      .select()
      .from(questionLearnerState)
      .where(and(eq(questionLearnerState.user_id, userId), eq(questionLearnerState.question_id, questionId)));
    // One answer from the first test, three new ones here (the retry adds nothing).
    expect(state?.answered_count).toBe(4);
    const [stats] = await db.select().from(questionStats).where(eq(questionStats.question_id, questionId));
    expect(stats?.answers).toBe(5);
  });

  it('fails only the answer that cannot be written when a batch fails', async () => {
    const db = ctx.database.db;
    const good = answer(learners[1] as string, bank.questionIds[1] as number, 'A');
    const bad = answer(learners[2] as string, 2_000_000_000, 'A');
    // The first two fill the statements in flight, so the good and the bad one wait and go out in one batch.
    const fillers = [
      answer(learners[3] as string, bank.questionIds[2] as number, 'A'),
      answer(learners[4] as string, bank.questionIds[3] as number, 'B'),
    ];
    const settled = await Promise.allSettled([...fillers, good, bad].map((item) => recordAnswer(db, item)));
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    const rows = await db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.idempotency_key, good.idempotencyKey));
    expect(rows).toHaveLength(1);
  });
});
