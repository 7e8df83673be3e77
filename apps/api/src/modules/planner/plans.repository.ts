import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import { studyPlanActivities, studyPlans } from '../../db/schema/index.ts';
import type { Learner } from '../../plugins/learner.ts';

export type StudyPlanRow = typeof studyPlans.$inferSelect;
export type StudyPlanInsert = Omit<typeof studyPlans.$inferInsert, 'id' | 'status' | 'archived_at'>;
export type StudyPlanPatch = Partial<
  Pick<
    StudyPlanRow,
    | 'exam_date'
    | 'weekday_minutes'
    | 'days_off'
    | 'left_out'
    | 'shares'
    | 'shortfall_minutes'
    | 'last_replan'
    | 'replanned_on'
  >
>;

const ownedBy = (learner: Learner) =>
  and(eq(studyPlans.user_id, learner.userId), eq(studyPlans.producer_id, learner.producerId));

/** The learner's plan (another learner's or producer's: null). */
export async function findPlan(db: Database, learner: Learner, planId: number): Promise<StudyPlanRow | null> {
  const [row] = await db
    .select()
    .from(studyPlans)
    .where(and(ownedBy(learner), eq(studyPlans.id, planId)));
  return row ?? null;
}

/** The learner's plan, locked until the transaction ends (re-plans and settings go one at a time). */
export async function lockPlan(db: Database, learner: Learner, planId: number): Promise<StudyPlanRow | null> {
  const [row] = await db
    .select()
    .from(studyPlans)
    .where(and(ownedBy(learner), eq(studyPlans.id, planId)))
    .for('update');
  return row ?? null;
}

/** The learner's active plan (one at most: the partial unique index). */
export async function findActivePlan(db: Database, learner: Learner): Promise<StudyPlanRow | null> {
  const [row] = await db
    .select()
    .from(studyPlans)
    .where(and(ownedBy(learner), eq(studyPlans.status, 'active')));
  return row ?? null;
}

/** Archives the learner's active plan, if any. */
export async function archiveActivePlan(db: Database, learner: Learner, at: Date): Promise<void> {
  await db
    .update(studyPlans)
    .set({ status: 'archived', archived_at: at })
    .where(and(ownedBy(learner), eq(studyPlans.status, 'active')));
}

/** A new active plan (a unique violation when the learner already has one). */
export async function insertPlan(db: Database, values: StudyPlanInsert): Promise<StudyPlanRow> {
  return firstOrThrow(await db.insert(studyPlans).values(values).returning(), 'study plan insert');
}

export async function updatePlan(db: Database, planId: number, patch: StudyPlanPatch): Promise<void> {
  await db.update(studyPlans).set(patch).where(eq(studyPlans.id, planId));
}

export interface PlanHistoryRow {
  plan: StudyPlanRow;
  activities: number;
  done: number;
}

/** The learner's plans, newest first, with their activity counts. */
export async function listPlans(db: Database, learner: Learner): Promise<PlanHistoryRow[]> {
  return db
    .select({
      plan: studyPlans,
      activities: sql<number>`count(${studyPlanActivities.id})::int`,
      done: sql<number>`(count(${studyPlanActivities.id}) filter (where ${studyPlanActivities.status} = 'done'))::int`,
    })
    .from(studyPlans)
    .leftJoin(studyPlanActivities, eq(studyPlanActivities.plan_id, studyPlans.id))
    .where(ownedBy(learner))
    .groupBy(studyPlans.id)
    .orderBy(desc(studyPlans.created_at), desc(studyPlans.id));
}
