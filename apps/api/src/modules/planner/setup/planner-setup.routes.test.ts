import type { PlannerDiagnostic, PlannerOptions } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  courseInput,
  grantAccess,
  learnerClient,
  lessonInput,
  type LearnerClient,
} from '../../courses/course-test-support.ts';
import { writeCourse } from '../../courses/course-writer.ts';
import {
  answerPayload,
  categoryId,
  createLearner,
  createProducer,
  createSampleBank,
} from '../../questions/question-test-support.ts';
import { forgetOpenSimuladoQuestions } from '../../questions/open-simulado-questions.ts';
import { createSimulado } from '../../simulados/simulado-test-support.ts';

/** 48 sample questions: Clínica Médica 36, Cirurgia 12 (i % 4 = 3); USP-SP, UNIFESP, SUS-SP 16 each (i % 3). */
describe('the planner onboarding routes', () => {
  const ctx = useTestApp();
  let bank: WrittenBank;
  let ana: LearnerClient;
  let heldIds: number[];
  let openCourseId: string;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producerId = (await createProducer(db)).id;
    const otherId = (await createProducer(db, 'Outro')).id;
    bank = await createSampleBank(db, producerId, 48);
    await createSampleBank(db, otherId, 8);
    const learner = await createLearner(db, producerId, 'Ana');
    ana = learnerClient(ctx, learner);
    await grantAccess(db, learner.user, 'produto-teste');
    const lessons = [lessonInput('Aula 1', { video_duration: 600 }), lessonInput('Aula 2', { video_duration: 1200 })];
    openCourseId = (
      await writeCourse(db, producerId, courseInput({ name: 'Aberto', modules: [{ title: 'M', lessons }] }))
    ).uuid;
    await writeCourse(db, producerId, courseInput({ name: 'Trancado', product_codes: ['outro'] }));
    await writeCourse(db, otherId, courseInput({ name: 'Alheio' }));
    // Two first answers in Clínica Médica (i = 0 right with A, i = 1 wrong), one in Cirurgia (i = 3, right with D).
    for (const [i, letter] of [
      [0, 'A'],
      [1, 'A'],
      [3, 'D'],
    ] as const) {
      expect((await ana.post(`/api/questions/${bank.questionIds[i]}/answers`, answerPayload(letter))).statusCode).toBe(
        201,
      );
    }
    heldIds = bank.questionIds.slice(40, 48);
    await createSimulado(db, producerId, heldIds);
    forgetOpenSimuladoQuestions(db, producerId);
  });

  it('answers 401 to a caller without a session', async () => {
    for (const url of ['/api/planner/options', '/api/planner/diagnostic']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('offers the producer’s institutions, áreas with the learner’s accuracy, open courses and counts', async () => {
    const res = await ana.get('/api/planner/options');
    expect(res.statusCode).toBe(200);
    const options = res.json() as PlannerOptions;
    expect(options.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // 16 each, less those the open simulado holds (questions 40–47: 3, 3 and 2).
    expect(options.institutions).toEqual([
      { id: categoryId(bank, '1:SUS-SP'), desc: 'SUS-SP', questions: 13 },
      { id: categoryId(bank, '1:UNIFESP'), desc: 'UNIFESP', questions: 13 },
      { id: categoryId(bank, '1:USP-SP'), desc: 'USP-SP', questions: 14 },
    ]);
    expect(options.areas).toEqual([
      { id: categoryId(bank, '7:Clínica Médica'), desc: 'Clínica Médica', accuracy_pct: 50, answers: 2 },
      { id: categoryId(bank, '7:Cirurgia'), desc: 'Cirurgia', accuracy_pct: 100, answers: 1 },
    ]);
    // 30 minutes of video × 1.25.
    expect(options.courses).toEqual([{ id: openCourseId, name: 'Aberto', lessons: 2, minutes: 38 }]);
    // The practice bank leaves out the 8 questions the open simulado holds; the simulado is still to take; the
    // missed question is due in the error notebook tomorrow, not today.
    expect(options.counts).toEqual({ questions: 40, cases: 0, simulados: 1, reviews_due: 0 });
    expect(options.active_plan_id).toBeNull();
  });

  it('draws 20 questions over the áreas, unanswered first, the same all day, without their answers', async () => {
    const res = await ana.get('/api/planner/diagnostic');
    expect(res.statusCode).toBe(200);
    const { questions } = res.json() as PlannerDiagnostic;
    expect(questions).toHaveLength(20);
    const byArea = (desc: string) => questions.filter((question) => question.area.desc === desc).length;
    expect([byArea('Clínica Médica'), byArea('Cirurgia')]).toEqual([10, 10]);
    const ids = questions.map((question) => question.id);
    expect(new Set(ids).size).toBe(20);
    expect(ids.filter((id) => heldIds.includes(id))).toEqual([]);
    expect(ids).not.toContain(bank.questionIds[0]);
    expect(res.body).not.toMatch(/correct|explanation|Comentário/);
    expect(Object.keys(questions[0] ?? {}).sort()).toEqual(['alternatives', 'area', 'id', 'statement']);
    expect((await ana.get('/api/planner/diagnostic')).json()).toEqual({ questions });
  });
});
