import { createPlanSchema, type CreatePlanRequest } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { courseInput, grantAccess } from '../../courses/course-test-support.ts';
import { writeCourse } from '../../courses/course-writer.ts';
import {
  categoryId,
  createLearner,
  createProducer,
  createSampleBank,
  sampleQuestion,
} from '../../questions/question-test-support.ts';
import { writeQuestionBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { forgetOpenSimuladoQuestions } from '../../questions/open-simulado-questions.ts';
import { createSimulado } from '../../simulados/simulado-test-support.ts';
import { recipeFromOnboarding } from './recipe-from-onboarding.ts';
import { validateSettings } from './settings-rules.ts';

const today = '2027-03-10';

describe('recipeFromOnboarding', () => {
  const ctx = useTestApp();
  let bank: WrittenBank;
  let foreign: WrittenBank;
  let learner: Learner;
  const courses = { open: '', locked: '', foreign: '' };
  let heldId: number;
  let draftId: number;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producerId = (await createProducer(db)).id;
    const otherId = (await createProducer(db, 'Outro')).id;
    bank = await createSampleBank(db, producerId, 12);
    foreign = await createSampleBank(db, otherId, 4);
    const ana = await createLearner(db, producerId);
    learner = { producerId, userId: ana.user.id };
    await grantAccess(db, ana.user, 'produto-teste');
    courses.open = (await writeCourse(db, producerId, courseInput())).uuid;
    courses.locked = (await writeCourse(db, producerId, courseInput({ product_codes: ['outro'] }))).uuid;
    courses.foreign = (await writeCourse(db, otherId, courseInput())).uuid;
    heldId = bank.questionIds[11] as number;
    await createSimulado(db, producerId, [heldId]);
    forgetOpenSimuladoQuestions(db, producerId);
    const drafts = await writeQuestionBank(db, producerId, [sampleQuestion(0, { status: 'draft' })], []);
    draftId = drafts.questionIds[0] as number;
  });

  /** A valid onboarding (USP-SP, two hours on weekdays, ten weeks) with `overrides`. */
  const body = (overrides: Partial<CreatePlanRequest> = {}) =>
    createPlanSchema.parse({
      institution_ids: [categoryId(bank, '1:USP-SP')],
      start_date: today,
      exam_date: '2027-05-19',
      weekday_minutes: [0, 120, 120, 120, 120, 120, 0],
      include: { course_ids: [courses.open] },
      ...overrides,
    });
  const recipe = (overrides: Partial<CreatePlanRequest> = {}) =>
    recipeFromOnboarding(ctx.database.db, learner, body(overrides), today);
  const refusal = async (overrides: Partial<CreatePlanRequest>) => {
    const error = await recipe(overrides).then(
      () => null,
      (caught: unknown) => caught as { code: string; statusCode: number },
    );
    return error && { code: error.code, status: error.statusCode };
  };

  it('turns the answers into a recipe, grading the diagnostic per grande área', async () => {
    const cm = categoryId(bank, '7:Clínica Médica');
    const cirurgia = categoryId(bank, '7:Cirurgia');
    // Correct letters: q0 A (CM), q1 B (CM), q3 D (Cirurgia).
    const result = await recipe({
      days_off: ['2027-04-21', '2027-04-02', '2027-04-21'],
      self_ratings: [{ category_id: cirurgia, rating: 4 }],
      diagnostic: [
        { question_id: bank.questionIds[0] as number, alternative: 'A' },
        { question_id: bank.questionIds[1] as number, alternative: 'C' },
        { question_id: bank.questionIds[3] as number, alternative: 'D' },
        { question_id: bank.questionIds[3] as number, alternative: 'A' },
      ],
    });
    expect(result).toEqual({
      startDate: today,
      examDate: '2027-05-19',
      recipe: {
        institutionIds: [categoryId(bank, '1:USP-SP')],
        weekdayMinutes: [0, 120, 120, 120, 120, 120, 0],
        daysOff: ['2027-04-02', '2027-04-21'],
        include: { course_ids: [courses.open], questions: true, flashcards: true, cases: true, simulados: true },
        selfRatings: { [String(cirurgia)]: 4 },
        diagnostic: { [String(cm)]: 0.5, [String(cirurgia)]: 1 },
      },
    });
  });

  it('refuses dates in the past, an exam not after the start, and a plan longer than two years', async () => {
    expect(await refusal({ exam_date: today })).toEqual({ code: 'planner.exam_date_past', status: 422 });
    expect(await refusal({ start_date: '2027-03-09' })).toEqual({ code: 'planner.start_in_past', status: 422 });
    expect(await refusal({ start_date: '2027-05-19' })).toEqual({ code: 'planner.exam_before_start', status: 422 });
    expect(await refusal({ exam_date: '2029-03-11' })).toEqual({ code: 'planner.plan_too_long', status: 422 });
    expect(await refusal({ exam_date: '2029-03-09' })).toBeNull();
  });

  it('refuses a week without hours, or a range where every study day is off', async () => {
    expect(await refusal({ weekday_minutes: [0, 0, 0, 0, 0, 0, 0] })).toEqual({
      code: 'planner.no_study_time',
      status: 422,
    });
    // 2027-03-10 is a Wednesday: only Thursday and Friday before a Monday exam, both off.
    const shortWeek = { exam_date: '2027-03-15', weekday_minutes: [0, 0, 0, 0, 60, 60, 0] };
    expect(await refusal({ ...shortWeek, days_off: ['2027-03-11', '2027-03-12'] })).toEqual({
      code: 'planner.no_study_time',
      status: 422,
    });
    expect(await refusal({ ...shortWeek, days_off: ['2027-03-11'] })).toBeNull();
  });

  it('refuses a plan with nothing included', async () => {
    const include = { course_ids: [], questions: false, flashcards: false, cases: false, simulados: false };
    expect(await refusal({ include })).toEqual({ code: 'planner.nothing_included', status: 422 });
    expect(await refusal({ include: { ...include, cases: true } })).toBeNull();
  });

  it('refuses ids that are not the learner’s producer’s or not of the right kind', async () => {
    const refused = async (overrides: Partial<CreatePlanRequest>) => (await refusal(overrides))?.code;
    expect(await refused({ institution_ids: [categoryId(foreign, '1:USP-SP')] })).toBe('planner.institution_unknown');
    expect(await refused({ institution_ids: [categoryId(bank, '2:2021')] })).toBe('planner.institution_unknown');
    expect(await refused({ include: { course_ids: [courses.locked] } })).toBe('planner.course_unknown');
    expect(await refused({ include: { course_ids: [courses.foreign] } })).toBe('planner.course_unknown');
    const rating = (category_id: number) => ({ self_ratings: [{ category_id, rating: 3 }] });
    expect(await refused(rating(categoryId(bank, '7:Clínica Médica/Cardiologia')))).toBe('planner.subject_unknown');
    expect(await refused(rating(categoryId(foreign, '7:Clínica Médica')))).toBe('planner.subject_unknown');
    const answer = (question_id: number) => ({ diagnostic: [{ question_id, alternative: 'A' as const }] });
    expect(await refused(answer(foreign.questionIds[0] as number))).toBe('planner.question_unknown');
    expect(await refused(answer(draftId))).toBe('planner.question_unknown');
    expect(await refused(answer(heldId))).toBe('planner.question_unknown');
    expect(await refused(answer(bank.questionIds[2] as number))).toBeUndefined();
  });
});

describe('validateSettings', () => {
  const settings = { exam_date: '2027-06-01', weekday_minutes: [60, 60, 60, 60, 60, 60, 60], days_off: [] };
  const code = (run: () => void) => {
    try {
      run();
      return null;
    } catch (error) {
      return (error as { code: string }).code;
    }
  };

  it('keeps a plan that started in the past, but not an exam before today or the start', () => {
    expect(code(() => validateSettings(settings, '2027-01-01', today))).toBeNull();
    expect(code(() => validateSettings({ ...settings, exam_date: '2027-03-10' }, '2027-01-01', today))).toBe(
      'planner.exam_date_past',
    );
    expect(code(() => validateSettings(settings, '2027-06-01', '2027-05-01'))).toBe('planner.exam_before_start');
    expect(code(() => validateSettings({ ...settings, weekday_minutes: [0, 0, 0, 0, 0, 0, 0] }, today, today))).toBe(
      'planner.no_study_time',
    );
  });
});
