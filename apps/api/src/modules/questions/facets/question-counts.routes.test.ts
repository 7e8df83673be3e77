import { questionCountsResponseSchema } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { writeQuestionBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { learnerClient, type LearnerClient } from '../../courses/course-test-support.ts';
import { forgetQuestionBank } from '../bank.cache.ts';
import {
  answerPayload,
  categoryId,
  createLearner,
  createProducer,
  createSampleBank,
  sampleQuestion,
} from '../question-test-support.ts';

describe('POST /api/questions/counts', () => {
  const ctx = useTestApp();
  let client: LearnerClient;
  let other: LearnerClient;
  let bank: WrittenBank;
  let foreign: WrittenBank;
  let producerId: string;
  const id = (key: string) => categoryId(bank, key);

  beforeAll(async () => {
    const db = ctx.database.db;
    producerId = (await createProducer(db)).id;
    bank = await createSampleBank(db, producerId, 20);
    foreign = await createSampleBank(db, (await createProducer(db, 'Outro')).id, 6);
    client = learnerClient(ctx, await createLearner(db, producerId));
    other = learnerClient(ctx, await createLearner(db, producerId, 'Outra'));
  });

  const counts = async (body: object, as = client) => {
    const res = await as.post('/api/questions/counts', body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // The route sends its own JSON text (see question-counts.routes.ts): it must still be the contract's shape.
    return questionCountsResponseSchema.parse(res.json());
  };

  it('counts the whole bank, every node with its subtree, when nothing is ticked', async () => {
    const result = await counts({});
    expect(result.total).toBe(20);
    expect(result.status).toEqual({ not_answered: 20, answered_wrong: 0, marked: 0 });
    expect(result.categories).toMatchObject({
      [id('7:Clínica Médica')]: 15,
      [id('7:Clínica Médica/Cardiologia')]: 10,
      [id('7:Clínica Médica/Cardiologia/Arritmias/Fibrilação atrial')]: 5,
      [id('7:Cirurgia')]: 5,
      [id('1:USP-SP')]: 7,
      [id('1:SUS-SP')]: 6,
      [id('2:2021')]: 4,
      [id('3:FUVEST')]: 10,
    });
    expect(Object.keys(result.categories)).toHaveLength(bank.categoryIds.size);
  });

  it('keeps the counts of a ticked subject’s siblings and narrows the other types', async () => {
    const result = await counts({ categories: [id('7:Clínica Médica/Cardiologia')] });
    expect(result.total).toBe(10);
    expect(result.categories).toMatchObject({
      [id('7:Clínica Médica/Nefrologia')]: 5,
      [id('7:Cirurgia')]: 5,
      [id('7:Clínica Médica/Cardiologia')]: 10,
      [id('1:USP-SP')]: 3,
      [id('1:UNIFESP')]: 4,
      [id('1:SUS-SP')]: 3,
    });
  });

  it('lowers the subject counts when an institution is ticked (AND across types, OR within)', async () => {
    const usp = await counts({ categories: [id('1:USP-SP')] });
    expect(usp.total).toBe(7);
    expect(usp.categories).toMatchObject({
      [id('7:Clínica Médica')]: 5,
      [id('7:Cirurgia')]: 2,
      [id('1:UNIFESP')]: 7,
      [id('1:USP-SP')]: 7,
    });
    const two = await counts({ categories: [id('1:USP-SP'), id('1:UNIFESP')] });
    expect(two.total).toBe(14);
    const narrowed = await counts({ categories: [id('1:USP-SP'), id('1:UNIFESP'), id('7:Cirurgia')] });
    expect(narrowed.total).toBe(4);
  });

  it("ignores unknown ids and another producer's categories", async () => {
    const everything = await counts({});
    expect(await counts({ categories: [2_000_000_000, ...foreign.categoryIds.values()] })).toEqual(everything);
  });

  it('counts statuses after answering and marking, per learner', async () => {
    const [first, second, third] = bank.questionIds as [number, number, number];
    expect((await client.post(`/api/questions/${first}/answers`, answerPayload('B'))).statusCode).toBe(201);
    expect((await client.post(`/api/questions/${second}/answers`, answerPayload('B'))).statusCode).toBe(201);
    expect((await client.put(`/api/questions/${third}/mark`, { marked: true })).statusCode).toBe(200);
    const result = await counts({});
    expect(result.status).toEqual({ not_answered: 18, answered_wrong: 1, marked: 1 });
    const wrong = await counts({ status: ['answered_wrong'] });
    expect(wrong.total).toBe(1);
    expect(wrong.categories).toMatchObject({
      [id('7:Clínica Médica/Cardiologia/Insuficiência cardíaca')]: 1,
      [id('7:Cirurgia')]: 0,
      [id('1:USP-SP')]: 1,
    });
    expect((await counts({ status: ['answered_wrong', 'marked'] })).total).toBe(2);
    expect((await counts({ status: ['not_answered'], categories: [id('7:Clínica Médica/Cardiologia')] })).total).toBe(
      8,
    );
    expect((await counts({ status: ['answered_wrong'] }, other)).total).toBe(0);
  });

  it('never counts drafts nor annulled questions', async () => {
    const db = ctx.database.db;
    const hidden = await writeQuestionBank(db, producerId, [
      sampleQuestion(0, { subject: ['Pediatria', 'Neonatologia', 'Icterícia'], status: 'draft' }),
      sampleQuestion(1, { subject: ['Pediatria', 'Neonatologia', 'Icterícia'], status: 'annulled' }),
    ]);
    forgetQuestionBank(db, producerId);
    const result = await counts({});
    expect(result.total).toBe(20);
    expect([...hidden.categoryIds.values()].map((hiddenId) => result.categories[hiddenId])).toEqual(
      [...hidden.categoryIds.values()].map(() => 0),
    );
    const ticked = await counts({ categories: [categoryId(hidden, '7:Pediatria')] });
    expect(ticked.total).toBe(0);
  });

  it.each([
    ['categories not a list', { categories: 'x' }],
    ['a zero id', { categories: [0] }],
    ['a negative id', { categories: [-3] }],
    ['a fractional id', { categories: [1.5] }],
    ['too many ids', { categories: Array.from({ length: 1001 }, (_, i) => i + 1) }],
    ['an unknown status', { status: ['bogus'] }],
  ])('answers 422 for %s', async (_name, body) => {
    const res = await client.post('/api/questions/counts', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('common.validation_failed');
  });

  it('answers 400 for a body that is not JSON and 401 without a session', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/questions/counts',
      headers: { ...(await anyHeaders()), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/questions/counts', payload: {} })).statusCode).toBe(401);
  });

  async function anyHeaders() {
    return (await createLearner(ctx.database.db, producerId, 'Cabeçalhos')).headers;
  }
});
