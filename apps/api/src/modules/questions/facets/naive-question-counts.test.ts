import type { QuestionStatusFilter } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionCategoryLinks, questionLearnerState } from '../../../db/schema/index.ts';
import { writeQuestionBank, type WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { createSimulado } from '../../simulados/simulado-test-support.ts';
import { forgetQuestionBank } from '../bank.cache.ts';
import { naiveQuestionCounts } from '../../../../test-support/naive-question-counts.ts';
import { forgetOpenSimuladoQuestions } from '../open-simulado-questions.ts';
import { questionCounts } from './question-counts.ts';
import { categoryId, createLearner, createProducer, sampleQuestion } from '../question-test-support.ts';

/** The in-memory index and the plain SQL must agree on every filter: the proof that the fast path is right. */
describe('facet index counts = naive SQL counts', () => {
  const ctx = useTestApp();
  let bank: WrittenBank;
  let foreign: WrittenBank;
  let learner: Learner;
  let fresh: Learner;
  const id = (key: string) => categoryId(bank, key);

  beforeAll(async () => {
    const db = ctx.database.db;
    const producerId = (await createProducer(db)).id;
    const statuses = ['published', 'published', 'published', 'published', 'published', 'draft', 'annulled'] as const;
    bank = await writeQuestionBank(
      db,
      producerId,
      Array.from({ length: 70 }, (_, i) => sampleQuestion(i, { status: statuses[i % statuses.length] })),
    );
    foreign = await writeQuestionBank(db, (await createProducer(db, 'Outro')).id, [
      sampleQuestion(0),
      sampleQuestion(1),
    ]);
    // A question linked to a node and to its ancestor is still counted once.
    await db
      .insert(questionCategoryLinks)
      .values({ question_id: bank.questionIds[0] as number, category_id: id('7:Clínica Médica') });
    const user = await createLearner(db, producerId);
    learner = { producerId, userId: user.user.id };
    fresh = { producerId, userId: (await createLearner(db, producerId, 'Nova')).user.id };
    const q = (i: number) => bank.questionIds[i] as number;
    await db.insert(questionLearnerState).values([
      {
        user_id: user.user.id,
        question_id: q(0),
        answered_count: 2,
        last_correct: false,
        last_answered_at: new Date(),
      },
      {
        user_id: user.user.id,
        question_id: q(1),
        answered_count: 1,
        last_correct: true,
        last_answered_at: new Date(),
        marked: true,
      },
      { user_id: user.user.id, question_id: q(2), answered_count: 0, marked: true, note: 'rever' },
      {
        user_id: user.user.id,
        question_id: q(9),
        answered_count: 1,
        last_correct: false,
        last_answered_at: new Date(),
      },
      {
        user_id: user.user.id,
        question_id: q(5),
        answered_count: 1,
        last_correct: false,
        last_answered_at: new Date(),
        marked: true,
      },
      {
        user_id: user.user.id,
        question_id: q(14),
        answered_count: 3,
        last_correct: true,
        last_answered_at: new Date(),
      },
      {
        user_id: user.user.id,
        question_id: q(23),
        answered_count: 1,
        last_correct: false,
        last_answered_at: new Date(),
        marked: true,
      },
    ]);
    forgetQuestionBank(db, producerId);
  });

  const statusSets: QuestionStatusFilter[][] = [
    [],
    ['not_answered'],
    ['answered_wrong'],
    ['marked'],
    ['answered_wrong', 'marked'],
    ['not_answered', 'answered_wrong', 'marked'],
  ];
  const filters = (): number[][] => [
    [],
    [id('7:Clínica Médica')],
    [id('7:Clínica Médica/Cardiologia')],
    [id('7:Clínica Médica/Cardiologia'), id('7:Clínica Médica/Nefrologia')],
    [id('7:Clínica Médica'), id('7:Clínica Médica/Cardiologia/Arritmias/Fibrilação atrial')],
    [id('7:Clínica Médica/Cardiologia'), id('1:USP-SP')],
    [id('1:USP-SP'), id('1:UNIFESP'), id('2:2021')],
    [id('7:Cirurgia'), id('3:FUVEST'), id('2:2024')],
    [id('7:Cirurgia/Trauma/Atendimento inicial'), id('1:SUS-SP'), id('2:2020'), id('3:VUNESP')],
    [2_000_000_000, ...foreign.categoryIds.values()],
    [id('2:2022'), 2_000_000_000],
  ];

  const compareAll = async () => {
    const db = ctx.database.db;
    let compared = 0;
    for (const categories of filters()) {
      for (const status of statusSets) {
        for (const who of [learner, fresh]) {
          const filter = { categories, status };
          const [fast, naive] = await Promise.all([
            questionCounts(db, who, filter),
            naiveQuestionCounts(db, who.producerId, who.userId, filter),
          ]);
          expect({ filter, counts: fast }).toEqual({ filter, counts: naive });
          compared += 1;
        }
      }
    }
    return compared;
  };

  it('gives identical totals, category counts and status counts for every filter and status combination', async () => {
    expect(await compareAll()).toBe(132);
  });

  it('counts what the sample says (a sanity check of both)', async () => {
    const naive = await naiveQuestionCounts(ctx.database.db, learner.producerId, learner.userId, {
      categories: [],
      status: [],
    });
    // 70 questions, 5 of every 7 published.
    expect(naive.total).toBe(50);
    expect(naive.status.answered_wrong).toBe(3);
    expect(naive.status.marked).toBe(3);
  });

  it('still agrees once an open simulado holds some questions back (answered, marked and plain ones)', async () => {
    const db = ctx.database.db;
    const q = (i: number) => bank.questionIds[i] as number;
    await createSimulado(db, learner.producerId, [q(0), q(1), q(2), q(3), q(23)]);
    forgetOpenSimuladoQuestions(db, learner.producerId);
    expect(await compareAll()).toBe(132);
    const naive = await naiveQuestionCounts(db, learner.producerId, learner.userId, { categories: [], status: [] });
    expect(naive).toMatchObject({ total: 45, status: { answered_wrong: 1, marked: 0 } });
  });
});
