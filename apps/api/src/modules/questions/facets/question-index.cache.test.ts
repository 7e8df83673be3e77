import { describe, expect, it } from 'vitest';
import { writeQuestionBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { cachedQuestionIndex, forgetQuestionIndex } from './question-index.cache.ts';
import { createProducer, createSampleBank, sampleQuestion } from '../question-test-support.ts';

describe('the facet index cache', () => {
  const ctx = useTestApp();

  it('builds once for concurrent first uses, keeps it, and rebuilds after forgetQuestionIndex', async () => {
    const db = ctx.database.db;
    const producerId = (await createProducer(db)).id;
    await createSampleBank(db, producerId, 6);
    const [first, second] = await Promise.all([
      cachedQuestionIndex(db, producerId),
      cachedQuestionIndex(db, producerId),
    ]);
    expect(first).toBe(second);
    expect(first.questionIds).toHaveLength(6);
    await writeQuestionBank(db, producerId, [sampleQuestion(7), sampleQuestion(8, { status: 'draft' })]);
    expect(await cachedQuestionIndex(db, producerId)).toBe(first);
    forgetQuestionIndex(db, producerId);
    const rebuilt = await cachedQuestionIndex(db, producerId);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt.questionIds).toHaveLength(7);
  });

  it('keeps one index per producer', async () => {
    const db = ctx.database.db;
    const [a, b] = [(await createProducer(db)).id, (await createProducer(db)).id];
    await createSampleBank(db, a, 2);
    await createSampleBank(db, b, 3);
    expect((await cachedQuestionIndex(db, a)).questionIds).toHaveLength(2);
    expect((await cachedQuestionIndex(db, b)).questionIds).toHaveLength(3);
  });
});
