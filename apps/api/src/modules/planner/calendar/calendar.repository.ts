import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { studyPlanActivities, studyPlans } from '../../../db/schema/index.ts';
import type { Learner } from '../../../plugins/learner.ts';

export interface CalendarPlanRow {
  id: number;
  status: 'active' | 'archived';
  exam_date: string;
}

const planColumns = { id: studyPlans.id, status: studyPlans.status, exam_date: studyPlans.exam_date };

/** The learner's own plan (another learner's or producer's: null). */
export async function findLearnerPlan(db: Database, learner: Learner, planId: number): Promise<CalendarPlanRow | null> {
  const [row] = await db
    .select(planColumns)
    .from(studyPlans)
    .where(
      and(
        eq(studyPlans.id, planId),
        eq(studyPlans.user_id, learner.userId),
        eq(studyPlans.producer_id, learner.producerId),
      ),
    );
  return row ?? null;
}

/** Sets (or, with null, clears) the plan's feed secret; the caller has checked the plan is the learner's. */
export async function setCalendarTokenHash(db: Database, planId: number, hash: string | null): Promise<void> {
  await db.update(studyPlans).set({ calendar_token_hash: hash }).where(eq(studyPlans.id, planId));
}

/** The plan whose feed secret this is (unique), or null. */
export async function findPlanByCalendarHash(db: Database, hash: string): Promise<CalendarPlanRow | null> {
  const [row] = await db.select(planColumns).from(studyPlans).where(eq(studyPlans.calendar_token_hash, hash));
  return row ?? null;
}

export interface FeedActivityRow {
  date: string;
  title: string;
  subject: string | null;
  minutes: number;
  status: 'pending' | 'done' | 'skipped';
}

/** The plan's activities not skipped, by day and position. */
export async function feedActivities(db: Database, planId: number): Promise<FeedActivityRow[]> {
  return db
    .select({
      date: studyPlanActivities.date,
      title: studyPlanActivities.title,
      subject: studyPlanActivities.subject,
      minutes: studyPlanActivities.minutes,
      status: studyPlanActivities.status,
    })
    .from(studyPlanActivities)
    .where(and(eq(studyPlanActivities.plan_id, planId), ne(studyPlanActivities.status, 'skipped')))
    .orderBy(asc(studyPlanActivities.date), asc(studyPlanActivities.position));
}
