import {
  createPlanSchema,
  dateKeySchema,
  planIncludeSchema,
  plannerMaxDays,
  weekdayMinutesSchema,
  type CreatePlanRequest,
} from '@members/contract';
import type { ZodType } from 'zod';
import { courseIdsOf, startDateOf, toCreatePlanRequest, type DraftContext, type OnboardingDraft } from './draft.ts';
import { daysBetween } from './plan-dates.ts';

/** What stops a step: codes under its fields (by request path: `exam_date`, `weekday_minutes.2`) and for the step. */
export interface StepIssues {
  fields: Record<string, string>;
  /** A code about the step as a whole (`planner.no_study_time`). */
  step: string | null;
}

const noIssues = (): StepIssues => ({ fields: {}, step: null });
export const hasIssues = (issues: StepIssues) => issues.step !== null || Object.keys(issues.fields).length > 0;

/** The first issue of each path the schema finds in `value`, under `path` (zod's messages are the contract's codes). */
function collect(issues: StepIssues, path: string, schema: ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const key = [path, ...issue.path.map(String)].filter(Boolean).join('.');
    issues.fields[key] ??= issue.message;
  }
}

/** Step 2: the dates exist, the exam comes after the start, the start is not past, the plan is not too long. */
function dateIssues(draft: OnboardingDraft, context: DraftContext): StepIssues {
  const issues = noIssues();
  const start = startDateOf(draft, context);
  if (draft.exam_date === null) issues.fields['exam_date'] = 'field.required';
  else collect(issues, 'exam_date', dateKeySchema, draft.exam_date);
  collect(issues, 'start_date', dateKeySchema, start);
  if (hasIssues(issues) || draft.exam_date === null) return issues;
  if ((daysBetween(context.today, draft.exam_date) ?? 0) <= 0) issues.fields['exam_date'] = 'planner.exam_date_past';
  else if ((daysBetween(context.today, start) ?? 0) < 0) issues.fields['start_date'] = 'planner.start_in_past';
  else if ((daysBetween(start, draft.exam_date) ?? 0) <= 0) issues.fields['exam_date'] = 'planner.exam_before_start';
  else if ((daysBetween(start, draft.exam_date) ?? 0) > plannerMaxDays)
    issues.fields['exam_date'] = 'planner.plan_too_long';
  return issues;
}

function hoursIssues(draft: OnboardingDraft): StepIssues {
  const issues = noIssues();
  collect(issues, 'weekday_minutes', weekdayMinutesSchema, draft.weekday_minutes);
  collect(issues, 'days_off', createPlanSchema.shape.days_off, draft.days_off);
  if (!hasIssues(issues) && draft.weekday_minutes.every((minutes) => minutes === 0))
    issues.step = 'planner.no_study_time';
  return issues;
}

function includeIssues(draft: OnboardingDraft, context: DraftContext): StepIssues {
  const issues = noIssues();
  const include = { course_ids: courseIdsOf(draft, context), ...draft.include };
  collect(issues, 'include', planIncludeSchema, include);
  const anything = include.course_ids.length > 0 || Object.values(draft.include).some(Boolean);
  if (!hasIssues(issues) && !anything) issues.step = 'planner.nothing_included';
  return issues;
}

/** What keeps step `step` (0 … 5) from "Continuar"; the last step checks the whole request. */
export function validateStep(step: number, draft: OnboardingDraft, context: DraftContext): StepIssues {
  const issues = noIssues();
  switch (step) {
    case 0:
      collect(issues, 'institution_ids', createPlanSchema.shape.institution_ids, draft.institution_ids);
      return issues;
    case 1:
      return dateIssues(draft, context);
    case 2:
      return hoursIssues(draft);
    case 3:
      return includeIssues(draft, context);
    case 4:
      return issues;
    default:
      collect(issues, '', createPlanSchema, toCreatePlanRequest(draft, context) satisfies CreatePlanRequest);
      return issues;
  }
}

/** The first step (0 … 4) that does not pass, or null when the request is ready to send. */
export function firstInvalidStep(draft: OnboardingDraft, context: DraftContext): number | null {
  for (let step = 0; step < 5; step += 1) if (hasIssues(validateStep(step, draft, context))) return step;
  return null;
}
