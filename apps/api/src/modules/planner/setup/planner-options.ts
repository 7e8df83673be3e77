import { plannerLessonMargin, type PlannerOptions } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import { cachedQuestionIndex } from '../../questions/facets/question-index.cache.ts';
import { grandesAreas } from '../inputs/area-figures.ts';
import { caseUnits } from '../inputs/case-units.ts';
import { openCourses } from '../inputs/lesson-units.ts';
import { selectFirstAnswerTallies } from '../inputs/question-figures.repository.ts';
import { selectDueReviews } from '../inputs/review-load.repository.ts';
import { simuladoCandidates } from '../inputs/simulado-candidates.ts';
import { dayNumberOf } from '../plan-dates.ts';
import { findActivePlan } from '../plans.repository.ts';

const institutionType = 1;

/** The target exams on offer: the bank's institution categories in tree order, with their practice questions. */
async function institutionsOf(db: Database, producerId: string) {
  const [catalog, index] = await Promise.all([
    cachedCategoryCatalog(db, producerId),
    cachedQuestionIndex(db, producerId),
  ]);
  const sizeOf = (id: number) => {
    const dense = index.denseOf.get(id);
    return dense === undefined ? 0 : (index.categories[dense]?.size ?? 0);
  };
  return catalog.rows
    .filter((row) => row.type === institutionType)
    .map((row) => ({ id: row.id, desc: row.desc, questions: sizeOf(row.id) }));
}

/** The grande áreas with the learner's first answers in each and their accuracy (null without answers). */
async function areasOf(db: Database, learner: Learner) {
  const [catalog, tallies] = await Promise.all([
    cachedCategoryCatalog(db, learner.producerId),
    selectFirstAnswerTallies(db, learner.producerId, learner.userId),
  ]);
  const tallyOf = new Map(tallies.map((row) => [row.area_id, row]));
  return grandesAreas(catalog).map((area) => {
    const tally = tallyOf.get(area.id);
    const answers = tally?.answered ?? 0;
    const accuracy = tally && answers > 0 ? Math.round((tally.correct / answers) * 100) : null;
    return { ...area, accuracy_pct: accuracy, answers };
  });
}

/** The courses the learner can open, with their lessons and planned minutes (video times the margin). */
async function coursesOf(db: Database, learner: Learner) {
  const courses = await openCourses(db, learner);
  return courses.map((course) => ({
    id: course.id,
    name: course.name,
    lessons: course.lesson_count,
    minutes: Math.ceil((course.video_seconds / 60) * plannerLessonMargin),
  }));
}

/**
 * GET /api/planner/options: what the onboarding offers the learner: the target institutions, the grande áreas with
 * the learner's accuracy, the courses they can open, how many questions (the practice bank), unfinished cases,
 * simulados still to take and reviews due today there are, and the active plan (null when none). `today`: the
 * study day's key.
 */
export async function plannerOptions(db: Database, learner: Learner, today: string): Promise<PlannerOptions> {
  const day = dayNumberOf(today);
  const [institutions, areas, courses, index, cases, simulados, due, active] = await Promise.all([
    institutionsOf(db, learner.producerId),
    areasOf(db, learner),
    coursesOf(db, learner),
    cachedQuestionIndex(db, learner.producerId),
    caseUnits(db, learner),
    simuladoCandidates(db, learner, day),
    selectDueReviews(db, learner, day, day + 1),
    findActivePlan(db, learner),
  ]);
  return {
    today,
    institutions,
    areas,
    courses,
    counts: {
      questions: index.questionIds.length,
      cases: cases.length,
      simulados: simulados.length,
      reviews_due: due.reduce((sum, row) => sum + row.flashcards + row.errors, 0),
    },
    active_plan_id: active?.id ?? null,
  };
}
