import type { createPlanSchema } from '@members/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import type { CategoryCatalog } from '../../questions/category-catalog.ts';
import { grandesAreas } from '../inputs/area-figures.ts';
import { openCourses } from '../inputs/lesson-units.ts';
import type { PlanRecipe } from '../inputs/plan-recipe.ts';
import {
  courseUnknownError,
  institutionUnknownError,
  nothingIncludedError,
  subjectUnknownError,
} from '../planner.errors.ts';
import { gradeDiagnostic } from './diagnostic-grading.ts';
import { validateNewPlanSettings } from './settings-rules.ts';

export type CreatePlanBody = z.infer<typeof createPlanSchema>;

/** Institution categories are type 1 of the question bank. */
const institutionType = 1;

function checkInstitutions(catalog: CategoryCatalog, ids: readonly number[]): void {
  if (ids.some((id) => catalog.byId.get(id)?.type !== institutionType)) throw institutionUnknownError();
}

/** Self-ratings by grande área id; a rated id that is not a grande área is refused. */
function selfRatingsOf(catalog: CategoryCatalog, ratings: CreatePlanBody['self_ratings']): Record<string, number> {
  const areas = new Set(grandesAreas(catalog).map((area) => area.id));
  const byArea: Record<string, number> = {};
  for (const { category_id, rating } of ratings) {
    if (!areas.has(category_id)) throw subjectUnknownError();
    byArea[String(category_id)] = rating;
  }
  return byArea;
}

async function checkCourses(db: Database, learner: Learner, courseIds: readonly string[]): Promise<void> {
  if (courseIds.length === 0) return;
  const open = new Set((await openCourses(db, learner)).map((course) => course.id));
  if (courseIds.some((id) => !open.has(id))) throw courseUnknownError();
}

/**
 * The onboarding's answers checked and turned into a plan's recipe (422s: dates, study time, nothing included, an
 * institution, course, grande área or diagnostic question that is not the learner's producer's), with the quick
 * diagnostic graded into an accuracy per grande área. `today`: the learner's study day, `YYYY-MM-DD`.
 */
export async function recipeFromOnboarding(
  db: Database,
  learner: Learner,
  body: CreatePlanBody,
  today: string,
): Promise<{ recipe: PlanRecipe; startDate: string; examDate: string }> {
  validateNewPlanSettings(body, body.start_date, today);
  const { include } = body;
  const courseIds = [...new Set(include.course_ids)];
  const flagged = include.questions || include.flashcards || include.cases || include.simulados;
  if (courseIds.length === 0 && !flagged) throw nothingIncludedError();
  const catalog = await cachedCategoryCatalog(db, learner.producerId);
  const institutionIds = [...new Set(body.institution_ids)];
  checkInstitutions(catalog, institutionIds);
  const selfRatings = selfRatingsOf(catalog, body.self_ratings);
  await checkCourses(db, learner, courseIds);
  const diagnostic = await gradeDiagnostic(db, learner, body.diagnostic);
  return {
    recipe: {
      institutionIds,
      weekdayMinutes: [...body.weekday_minutes],
      daysOff: [...new Set(body.days_off)].sort(),
      include: { ...include, course_ids: courseIds },
      selfRatings,
      diagnostic,
    },
    startDate: body.start_date,
    examDate: body.exam_date,
  };
}
