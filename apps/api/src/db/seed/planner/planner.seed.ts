import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { studyDayKey, studyDayStart } from '../../../modules/flashcards/study-day.ts';
import { openCourses } from '../../../modules/planner/inputs/lesson-units.ts';
import { updateActivityStatus } from '../../../modules/planner/plan-activities.repository.ts';
import { createPlan } from '../../../modules/planner/plan-create.ts';
import { replanPlan } from '../../../modules/planner/plan-replan.ts';
import { updatePlan } from '../../../modules/planner/plans.repository.ts';
import type { Learner } from '../../../plugins/learner.ts';
import type { Database } from '../../database.ts';
import { producers, questionCategories, studyPlanActivities, users, verticals } from '../../schema/index.ts';
import type { Seeder } from '../seeder.ts';
import {
  demoExamInDays,
  demoPlanStartedDaysAgo,
  demoPlanTargets,
  demoSelfRatings,
  demoWeekdayMinutes,
} from './demo-plans.ts';

const learnerEmail = 'aluno@medmember.dev';
const hourMs = 3_600_000;

async function plannerLearners(db: Database) {
  return db
    .select({ producerId: producers.id, vertical: verticals.slug, userId: users.id })
    .from(producers)
    .innerJoin(verticals, eq(producers.vertical_id, verticals.id))
    .innerJoin(users, and(eq(users.producer_id, producers.id), eq(users.email, learnerEmail)))
    .orderBy(producers.slug);
}

/** The onboarding's answers: the vertical's target exams, every course the learner opens, all the rest included. */
async function planRequest(db: Database, learner: Learner, vertical: string, startedAt: Date) {
  const targets = demoPlanTargets[vertical] ?? [];
  const institutions =
    targets.length === 0
      ? []
      : await db
          .select({ id: questionCategories.id })
          .from(questionCategories)
          .where(
            and(
              eq(questionCategories.producer_id, learner.producerId),
              eq(questionCategories.type, 1),
              inArray(questionCategories.desc, [...targets]),
            ),
          );
  const areas = await db
    .select({ id: questionCategories.id })
    .from(questionCategories)
    .where(
      and(
        eq(questionCategories.producer_id, learner.producerId),
        eq(questionCategories.type, 7),
        isNull(questionCategories.parent_id),
      ),
    )
    .orderBy(asc(questionCategories.position), asc(questionCategories.id));
  const courses = await openCourses(db, learner);
  const exam = studyDayStart(new Date(), demoExamInDays);
  return {
    institution_ids: institutions.map((institution) => institution.id),
    start_date: studyDayKey(startedAt),
    exam_date: studyDayKey(exam),
    weekday_minutes: [...demoWeekdayMinutes],
    days_off: [],
    include: {
      course_ids: courses.map((course) => course.id),
      questions: true,
      flashcards: true,
      cases: true,
      simulados: true,
    },
    self_ratings: areas.slice(0, demoSelfRatings.length).map((area, index) => ({
      category_id: area.id,
      rating: demoSelfRatings[index] ?? 3,
    })),
    diagnostic: [],
  };
}

async function activitiesOn(db: Database, planId: number, date: string) {
  return db
    .select({ id: studyPlanActivities.id, kind: studyPlanActivities.kind, status: studyPlanActivities.status })
    .from(studyPlanActivities)
    .where(and(eq(studyPlanActivities.plan_id, planId), eq(studyPlanActivities.date, date)))
    .orderBy(asc(studyPlanActivities.position));
}

/**
 * One learner's week with the plan, as the app would have recorded it: created six days ago; every first visit of a
 * day re-planned it; the learner studied every day but one (the re-plan of the day after moved that day's work on),
 * skipped one activity; today the learner unticked a lesson of yesterday (a late day until tomorrow's re-plan) and
 * ticked one of tomorrow's activities ahead.
 */
async function liveTheWeek(db: Database, learner: Learner, vertical: string, now: Date): Promise<void> {
  const dayAt = (days: number, hour: number) => new Date(studyDayStart(now, days).getTime() + hour * hourMs);
  const first = -demoPlanStartedDaysAgo;
  const body = await planRequest(db, learner, vertical, dayAt(first, 8));
  const { plan } = await createPlan(db, learner, body, dayAt(first, 8));
  const planRef = { id: plan.id, ...learner };
  // The learner's own plan and activities: the tick's writer without the ownership reads of the route's use case.
  const tick = (activityId: number, status: 'done' | 'pending' | 'skipped', at: Date) =>
    updateActivityStatus(db, activityId, {
      status,
      done_by: status === 'done' ? 'manual' : null,
      done_at: status === 'done' ? at : null,
    });
  let missedDay: number | null = null;
  for (let day = first; day < 0; day++) {
    // Re-plans that change nothing are left out (each gathers the learner's inputs again): the day after the miss.
    if (missedDay === day - 1) await replanPlan(db, planRef, dayAt(day, 7), { onlyOnNewDay: true });
    const activities = await activitiesOn(db, plan.id, studyDayKey(dayAt(day, 12)));
    const pending = activities.filter((activity) => activity.status === 'pending');
    if (pending.length === 0) continue;
    if (missedDay === null && day >= first + 2 && day < -2) {
      missedDay = day;
      continue;
    }
    for (const [index, activity] of pending.entries()) {
      const skip = day === -2 && index === pending.length - 1;
      await tick(activity.id, skip ? 'skipped' : 'done', dayAt(day, 19 + index * 0.25));
    }
  }
  const today = new Date(Math.max(now.getTime() - hourMs, dayAt(0, 0.1).getTime()));
  // Nothing was left behind yesterday evening, so today's first visit had nothing to move: the plan is up to date
  // (the stamp the re-plan would leave, without gathering the inputs once more).
  await updatePlan(db, plan.id, { replanned_on: studyDayKey(today) });
  const yesterday = await activitiesOn(db, plan.id, studyDayKey(dayAt(-1, 12)));
  const lesson = yesterday.find((activity) => activity.kind === 'lesson') ?? yesterday[0];
  if (lesson) await tick(lesson.id, 'pending', today);
  for (let day = 1; day <= 7; day++) {
    const [ahead] = await activitiesOn(db, plan.id, studyDayKey(dayAt(day, 12)));
    if (!ahead) continue;
    await tick(ahead.id, 'done', today);
    return;
  }
}

/**
 * The study planner's demo (issue 16): aluno@ of every producer has an active plan, a week old, with done days, a
 * late one, one skipped activity, work done ahead and a re-plan that moved a missed day's work; the other demo
 * learners have none (home shows them the onboarding's call to action).
 */
export const seedPlanner: Seeder = async (db, context) => {
  if (context.plans === false) return;
  const now = new Date();
  for (const learner of await plannerLearners(db)) {
    await liveTheWeek(db, { producerId: learner.producerId, userId: learner.userId }, learner.vertical, now);
  }
};
