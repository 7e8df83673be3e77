import type { StoredLeftOut, StoredShare } from '../../db/schema/planner.ts';
import type { ExistingActivity, PlannedActivity, WorkUnit } from './engine/engine-types.ts';
import type { PlanRecipe, ShareBasis } from './inputs/plan-recipe.ts';
import type { PlanActivityInsert, PlanActivityRow } from './plan-activities.repository.ts';
import { dayKeyOf, dayNumberOf } from './plan-dates.ts';
import type { StudyPlanRow } from './plans.repository.ts';
import { studyDayNumber } from '../flashcards/study-day.ts';

/** Between the engine's shapes and the planner's rows (pure). */

/** What the plan row was made from, to gather its inputs again. */
export function recipeOf(plan: StudyPlanRow): PlanRecipe {
  return {
    institutionIds: plan.institution_ids,
    weekdayMinutes: plan.weekday_minutes,
    daysOff: plan.days_off,
    include: plan.include,
    selfRatings: plan.self_ratings,
    diagnostic: plan.diagnostic,
  };
}

export function storedShares(shares: readonly ShareBasis[]): StoredShare[] {
  return shares.map((share) => ({
    subject: share.subject,
    incidence_pct: share.incidencePct,
    accuracy_pct: share.accuracyPct,
    weakness_source: share.weaknessSource,
    weight: share.weight,
  }));
}

export function storedLeftOut(units: readonly WorkUnit[]): StoredLeftOut[] {
  return units.map((unit) => ({ kind: unit.kind, title: unit.title, subject: unit.subject, minutes: unit.minutes }));
}

/** A planned activity as a new row of the plan. */
export function activityInsert(planId: number, activity: PlannedActivity): PlanActivityInsert {
  return {
    plan_id: planId,
    date: dayKeyOf(activity.day),
    position: activity.position,
    kind: activity.kind,
    unit_key: activity.key,
    title: activity.title,
    subject: activity.subject,
    subject_id: activity.subjectId,
    minutes: activity.minutes,
    target: activity.target,
  };
}

/** A row as the re-plan sees it. */
export function existingActivity(row: PlanActivityRow): ExistingActivity {
  return {
    id: row.id,
    key: row.unit_key,
    kind: row.kind,
    title: row.title,
    minutes: row.minutes,
    subjectId: row.subject_id,
    subject: row.subject,
    target: row.target,
    day: dayNumberOf(row.date),
    position: row.position,
    status: row.status,
    doneDay: row.done_at === null ? null : studyDayNumber(row.done_at),
  };
}
