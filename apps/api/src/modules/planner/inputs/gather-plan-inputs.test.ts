import { beforeAll, describe, expect, it } from 'vitest';
import { clinicalCaseAttempts, lessonProgress } from '../../../db/schema/index.ts';
import type { WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { writeSampleCase } from '../../clinical-cases/case-test-support.ts';
import { courseInput, grantAccess, learnerClient, lessonInput } from '../../courses/course-test-support.ts';
import { writeCourse } from '../../courses/course-writer.ts';
import { studyDayNumber, studyDayStart } from '../../flashcards/study-day.ts';
import {
  answerPayload,
  categoryId,
  createLearner,
  createProducer,
  createSampleBank,
} from '../../questions/question-test-support.ts';
import { forgetOpenSimuladoQuestions } from '../../questions/open-simulado-questions.ts';
import { createSimulado } from '../../simulados/simulado-test-support.ts';
import { gatherPlanInputs } from './gather-plan-inputs.ts';
import type { PlanRecipe } from './plan-recipe.ts';

/**
 * The sample bank of 40 questions: subjects cycle Clínica Médica ×3, Cirurgia (i % 4); institutions USP-SP,
 * UNIFESP, SUS-SP (i % 3); correct letter A, B, C, D (i % 4). USP-SP has 14 of them: 10 CM, 4 Cirurgia; the open
 * simulado holds questions 0–4 back from practice, and so from the counts: USP-SP's 0 (CM) and 3 (Cirurgia).
 */
describe('gatherPlanInputs', () => {
  const ctx = useTestApp();
  let bank: WrittenBank;
  let learner: Learner;
  let recipe: PlanRecipe;
  const ids = { open: '', locked: '', foreign: '', lessons: [] as number[], cases: [] as number[], simulado: 0 };
  const today = studyDayNumber(new Date());

  beforeAll(async () => {
    const db = ctx.database.db;
    const producerId = (await createProducer(db)).id;
    const otherId = (await createProducer(db, 'Outro Produtor')).id;
    bank = await createSampleBank(db, producerId, 40);
    await createSampleBank(db, otherId, 8);
    const ana = await createLearner(db, producerId, 'Ana');
    learner = { producerId, userId: ana.user.id };
    await grantAccess(db, ana.user, 'produto-teste');
    const open = await writeCourse(
      db,
      producerId,
      courseInput({
        name: 'Clínica em Foco',
        modules: [
          { title: 'M1', lessons: [lessonInput('Aula 1'), lessonInput('Aula 2', { video_duration: 1800 })] },
          { title: 'M2', lessons: [lessonInput('Aula 3', { video_duration: 61 })] },
        ],
      }),
    );
    ids.open = open.uuid;
    ids.lessons = open.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
    ids.locked = (await writeCourse(db, producerId, courseInput({ name: 'Trancado', product_codes: ['outro'] }))).uuid;
    ids.foreign = (await writeCourse(db, otherId, courseInput({ name: 'Alheio' }))).uuid;
    await db
      .insert(lessonProgress)
      .values({ user_id: ana.user.id, lesson_id: ids.lessons[0] as number, watched_at: new Date() });
    const cm = categoryId(bank, '7:Clínica Médica/Cardiologia');
    const finished = await writeSampleCase(db, producerId, { title: 'Caso feito', categoryIds: [cm] });
    const pending = await writeSampleCase(db, producerId, {
      title: 'Caso a fazer',
      categoryIds: [cm],
      estimatedMinutes: 25,
    });
    await writeSampleCase(db, otherId, { title: 'Caso alheio' });
    ids.cases = [finished.id, pending.id];
    const at = new Date();
    await db.insert(clinicalCaseAttempts).values({
      producer_id: producerId,
      user_id: ana.user.id,
      case_id: finished.id,
      started_at: at,
      last_activity_at: at,
      finished_at: at,
    });
    // Ten first answers in Clínica Médica, four right (the letter A is right when i % 4 = 0).
    const client = learnerClient(ctx, ana);
    for (const i of [0, 1, 2, 4, 5, 6, 8, 9, 10, 12]) {
      const res = await client.post(`/api/questions/${bank.questionIds[i]}/answers`, answerPayload('A'));
      expect(res.statusCode).toBe(201);
    }
    // A second answer to a question does not change its first one.
    await client.post(`/api/questions/${bank.questionIds[1]}/answers`, answerPayload('B'));
    // Created after the answers: an open simulado holds its questions back from practice.
    ids.simulado = await createSimulado(db, producerId, bank.questionIds.slice(0, 5), {
      timeLimitMinutes: 90,
      opensAt: studyDayStart(new Date(), 2),
      // Closing at midnight: the last day its 90 minutes still fit is the day before.
      closesAt: studyDayStart(new Date(), 5),
    });
    await createSimulado(db, otherId, [], { title: 'Alheio' });
    forgetOpenSimuladoQuestions(db, producerId);
    recipe = {
      institutionIds: [categoryId(bank, '1:USP-SP')],
      weekdayMinutes: [0, 120, 120, 120, 120, 120, 60],
      daysOff: [],
      include: {
        course_ids: [ids.open, ids.locked, ids.foreign],
        questions: true,
        flashcards: true,
        cases: true,
        simulados: true,
      },
      selfRatings: { [String(categoryId(bank, '7:Cirurgia'))]: 5 },
      diagnostic: {},
    };
  });

  it('weights each grande área by its incidence in the target institutions and the learner’s weakness', async () => {
    const { shares } = await gatherPlanInputs(ctx.database.db, learner, recipe, today, today + 30);
    expect(shares).toEqual([
      {
        subject: { id: categoryId(bank, '7:Clínica Médica'), desc: 'Clínica Médica' },
        incidencePct: 75,
        accuracyPct: 40,
        weaknessSource: 'bank',
        weight: expect.closeTo((9 / 12 + 0.02) * 0.6, 6),
      },
      {
        subject: { id: categoryId(bank, '7:Cirurgia'), desc: 'Cirurgia' },
        incidencePct: 25,
        accuracyPct: null,
        weaknessSource: 'self_rating',
        weight: expect.closeTo((3 / 12 + 0.02) * 0.2, 6),
      },
    ]);
  });

  it('plans the unwatched lessons of the open courses only, in order, with the margin', async () => {
    const { input } = await gatherPlanInputs(ctx.database.db, learner, recipe, today, today + 30);
    const lessons = input.units.filter((unit) => unit.kind === 'lesson');
    expect(lessons.map((unit) => [unit.title, unit.minutes, unit.order, unit.stream])).toEqual([
      ['Aula 2', 38, 0, `course:${ids.open}`],
      ['Aula 3', 2, 1, `course:${ids.open}`],
    ]);
    expect(lessons[0]?.target).toEqual({
      type: 'lesson',
      course_id: ids.open,
      course_name: 'Clínica em Foco',
      module_id: expect.any(Number),
      lesson_id: ids.lessons[1],
    });
  });

  it('plans unanswered questions per área in sessions, unfinished cases and untried simulados of the producer', async () => {
    const { input } = await gatherPlanInputs(ctx.database.db, learner, recipe, today, today + 30);
    const sessions = input.units.filter((unit) => unit.kind === 'questions');
    expect(sessions.map((unit) => [unit.key, unit.minutes])).toEqual([
      [`questions:${categoryId(bank, '7:Clínica Médica')}:1`, 50],
      // Cirurgia's ten less question 3, which the open simulado holds back from practice.
      [`questions:${categoryId(bank, '7:Cirurgia')}:1`, 23],
    ]);
    expect(sessions[1]?.target).toMatchObject({ type: 'questions', count: 9, institution_ids: [] });
    const cases = input.units.filter((unit) => unit.kind === 'case');
    expect(cases.map((unit) => [unit.key, unit.minutes, unit.subject])).toEqual([
      [`case:${ids.cases[1]}`, 25, 'Clínica Médica'],
    ]);
    expect(input.simulados.map((item) => [item.unit.key, item.unit.minutes, item.opensDay, item.closesDay])).toEqual([
      [`simulado:${ids.simulado}`, 90, today + 2, today + 4],
    ]);
    expect(input.reviewUnits.map((unit) => unit.title)).toEqual(['Revisão: Clínica Médica', 'Revisão: Cirurgia']);
    expect(input.available).toHaveLength(30);
    expect(input.streamWeights[`course:${ids.open}`]).toBeGreaterThan(0);
  });

  it('forecasts the error notebook’s reviews, and a steady load from the forecast without recent reviews', async () => {
    const { input } = await gatherPlanInputs(ctx.database.db, learner, recipe, today, today + 30);
    // Six wrong first answers: six questions in the notebook, due at the start of tomorrow.
    expect(input.dueReviews).toEqual([{ day: today + 1, flashcards: 0, errors: 6 }]);
    expect(input.steadyReviews).toEqual({ flashcards: 0, errors: 0.2 });
  });

  it('leaves out what the recipe does not include', async () => {
    const include = { course_ids: [], questions: false, flashcards: false, cases: false, simulados: false };
    const { input } = await gatherPlanInputs(ctx.database.db, learner, { ...recipe, include }, today, today + 7);
    expect(input).toMatchObject({ units: [], simulados: [], reviewUnits: [], dueReviews: [], steadyReviews: null });
  });
});
