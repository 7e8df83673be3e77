import {
  plannerIncludeFlags,
  type AlternativeLetter,
  type CreatePlanRequest,
  type PlannerIncludeFlag,
} from '@members/contract';

/** How the learner tells the plan her level per grande área (step 5). */
export type LevelMode = 'diagnostic' | 'self_rating' | 'skip';

/**
 * The onboarding's answers as the learner gives them, saved in the browser after every change. Field names follow
 * the request (POST /api/planner/plans) so a 422's field paths lead back to them.
 */
export interface OnboardingDraft {
  /** The step shown (0 … 5). */
  step: number;
  institution_ids: number[];
  exam_date: string | null;
  /** null: today (the options' `today`). */
  start_date: string | null;
  weekday_minutes: number[];
  days_off: string[];
  /** null: not chosen yet, every accessible course. */
  course_ids: string[] | null;
  include: Record<PlannerIncludeFlag, boolean>;
  level_mode: LevelMode | null;
  /** Grande área id → 1 … 5. */
  self_ratings: Record<string, number>;
  /** Question id → the chosen letter. */
  diagnostic: Record<string, AlternativeLetter>;
  /** The diagnostic question shown (0-based). */
  diagnostic_position: number;
}

export const onboardingStepCount = 6;

export const emptyDraft = (): OnboardingDraft => ({
  step: 0,
  institution_ids: [],
  exam_date: null,
  start_date: null,
  weekday_minutes: [0, 0, 0, 0, 0, 0, 0],
  days_off: [],
  course_ids: null,
  include: Object.fromEntries(plannerIncludeFlags.map((flag) => [flag, true])) as Record<PlannerIncludeFlag, boolean>,
  level_mode: null,
  self_ratings: {},
  diagnostic: {},
  diagnostic_position: 0,
});

/** The preset "Seg–Sex 3h, Sáb 5h, Dom livre" (Sunday first). */
export const weekdayPreset = [0, 180, 180, 180, 180, 180, 300];

/** What the options give the draft: today (the default start) and the accessible courses (the default choice). */
export interface DraftContext {
  today: string;
  courseIds: readonly string[];
  /** The grande áreas a self-rating may name. */
  areaIds: readonly number[];
}

export const startDateOf = (draft: OnboardingDraft, context: DraftContext) => draft.start_date ?? context.today;

export const courseIdsOf = (draft: OnboardingDraft, context: DraftContext) =>
  draft.course_ids ?? [...context.courseIds];

/**
 * The request body: the start defaults to today, courses to every accessible one (no longer accessible ones left
 * out), and only the level answers of the chosen way are sent (a skipped level sends neither).
 */
export function toCreatePlanRequest(draft: OnboardingDraft, context: DraftContext): CreatePlanRequest {
  const known = new Set(context.courseIds);
  return {
    institution_ids: draft.institution_ids,
    exam_date: draft.exam_date ?? '',
    start_date: startDateOf(draft, context),
    weekday_minutes: draft.weekday_minutes,
    days_off: [...draft.days_off].sort(),
    include: { course_ids: courseIdsOf(draft, context).filter((id) => known.has(id)), ...draft.include },
    self_ratings:
      draft.level_mode === 'self_rating'
        ? Object.entries(draft.self_ratings)
            .map(([category, rating]) => ({ category_id: Number(category), rating }))
            .filter(({ category_id }) => context.areaIds.includes(category_id))
        : [],
    diagnostic:
      draft.level_mode === 'diagnostic'
        ? Object.entries(draft.diagnostic).map(([question, alternative]) => ({
            question_id: Number(question),
            alternative,
          }))
        : [],
  };
}
