import { isApiError } from '../../../../lib/api/api-error.ts';
import type { StepIssues } from './step-validation.ts';

/** The step (0 … 4) whose answers a request field belongs to, by the first part of its path. */
const stepOfField: Record<string, number> = {
  institution_ids: 0,
  exam_date: 1,
  start_date: 1,
  weekday_minutes: 2,
  days_off: 2,
  include: 3,
  self_ratings: 4,
  diagnostic: 4,
};

/** Plan-level codes: the step they belong to, and the field they sit under (none: said for the whole step). */
const placeOfCode: Record<string, { step: number; field?: string }> = {
  'planner.institution_unknown': { step: 0, field: 'institution_ids' },
  'planner.exam_date_past': { step: 1, field: 'exam_date' },
  'planner.exam_before_start': { step: 1, field: 'exam_date' },
  'planner.plan_too_long': { step: 1, field: 'exam_date' },
  'planner.start_in_past': { step: 1, field: 'start_date' },
  'planner.no_study_time': { step: 2 },
  'planner.nothing_included': { step: 3 },
  'planner.course_unknown': { step: 3 },
  'planner.question_unknown': { step: 4 },
  'planner.subject_unknown': { step: 4 },
};

/** A refused "Criar plano" led back to the step to fix, with what to show there. */
export interface StepError {
  step: number;
  issues: StepIssues;
}

/**
 * Where a refused POST /api/planner/plans goes: a 422's field errors to the first step they name (each under its
 * field), a plan-level code to its step; null for anything else (shown on the summary step).
 */
export function stepOfServerError(error: unknown): StepError | null {
  if (!isApiError(error)) return null;
  const place = placeOfCode[error.code];
  if (place) {
    const issues: StepIssues = place.field
      ? { fields: { [place.field]: error.code }, step: null }
      : { fields: {}, step: error.code };
    return { step: place.step, issues };
  }
  const fields = (error.fields ?? []).filter(({ path }) => stepOfField[path.split('.')[0] ?? ''] !== undefined);
  if (fields.length === 0) return null;
  const step = Math.min(...fields.map(({ path }) => stepOfField[path.split('.')[0] ?? ''] ?? 5));
  const onStep = fields.filter(({ path }) => stepOfField[path.split('.')[0] ?? ''] === step);
  return {
    step,
    issues: { fields: Object.fromEntries(onStep.map(({ path, message }) => [path, message])), step: null },
  };
}
