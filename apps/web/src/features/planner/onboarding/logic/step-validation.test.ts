import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error.ts';
import { emptyDraft, weekdayPreset, type OnboardingDraft } from './draft.ts';
import { stepOfServerError } from './server-error-step.ts';
import { firstInvalidStep, validateStep } from './step-validation.ts';

const context = { today: '2026-11-27', courseIds: ['9b2f6c1e-3d4a-4e5b-8c7d-1a2b3c4d5e6f'], areaIds: [10] };
const draft = (patch: Partial<OnboardingDraft> = {}): OnboardingDraft => ({ ...emptyDraft(), ...patch });
const ready = draft({ institution_ids: [7], exam_date: '2027-03-01', weekday_minutes: weekdayPreset });

describe('validateStep', () => {
  it('asks for at least one target exam', () => {
    expect(validateStep(0, draft(), context).fields).toEqual({ institution_ids: 'field.required' });
    expect(validateStep(0, draft({ institution_ids: [7] }), context).fields).toEqual({});
  });

  it('checks the dates as the API does: required, not past, after the start, at most 730 days', () => {
    const dates = (patch: Partial<OnboardingDraft>) => validateStep(1, draft(patch), context).fields;
    expect(dates({})).toEqual({ exam_date: 'field.required' });
    expect(dates({ exam_date: '2026-11-27' })).toEqual({ exam_date: 'planner.exam_date_past' });
    expect(dates({ exam_date: '2027-01-10', start_date: '2026-11-20' })).toEqual({
      start_date: 'planner.start_in_past',
    });
    expect(dates({ exam_date: '2027-01-10', start_date: '2027-01-10' })).toEqual({
      exam_date: 'planner.exam_before_start',
    });
    expect(dates({ exam_date: '2028-12-01' })).toEqual({ exam_date: 'planner.plan_too_long' });
    expect(dates({ exam_date: '2027-02-30' })).toEqual({ exam_date: 'field.invalid' });
    expect(dates({ exam_date: '2027-03-01' })).toEqual({});
  });

  it('wants some study time in the week, in 15-minute steps', () => {
    expect(validateStep(2, draft(), context).step).toBe('planner.no_study_time');
    expect(validateStep(2, draft({ weekday_minutes: [0, 50, 0, 0, 0, 0, 0] }), context).fields).toEqual({
      'weekday_minutes.1': 'field.invalid',
    });
    expect(validateStep(2, draft({ weekday_minutes: weekdayPreset }), context)).toEqual({ fields: {}, step: null });
  });

  it('wants something to study', () => {
    const nothing = draft({
      course_ids: [],
      include: { questions: false, flashcards: false, cases: false, simulados: false },
    });
    expect(validateStep(3, nothing, context).step).toBe('planner.nothing_included');
    expect(validateStep(3, { ...nothing, include: { ...nothing.include, cases: true } }, context).step).toBeNull();
  });

  it('names the first step left unanswered before the plan is created', () => {
    expect(firstInvalidStep(draft({ institution_ids: [7] }), context)).toBe(1);
    expect(firstInvalidStep(ready, context)).toBeNull();
    expect(validateStep(5, ready, context)).toEqual({ fields: {}, step: null });
  });
});

describe('stepOfServerError', () => {
  const refused = (code: string, fields?: { path: string; message: string }[]) =>
    new ApiError({ code, message: code, status: 422, ...(fields ? { fields } : {}) });

  it('leads a plan-level code to its step, under its field when it has one', () => {
    expect(stepOfServerError(refused('planner.exam_date_past'))).toEqual({
      step: 1,
      issues: { fields: { exam_date: 'planner.exam_date_past' }, step: null },
    });
    expect(stepOfServerError(refused('planner.no_study_time'))).toEqual({
      step: 2,
      issues: { fields: {}, step: 'planner.no_study_time' },
    });
  });

  it('leads field errors to the first step they name, and leaves other errors to the summary', () => {
    const error = refused('common.validation_failed', [
      { path: 'include.course_ids.0', message: 'field.invalid' },
      { path: 'weekday_minutes.3', message: 'field.too_large' },
    ]);
    expect(stepOfServerError(error)).toEqual({
      step: 2,
      issues: { fields: { 'weekday_minutes.3': 'field.too_large' }, step: null },
    });
    expect(stepOfServerError(refused('common.internal'))).toBeNull();
    expect(stepOfServerError(new Error('boom'))).toBeNull();
  });
});
