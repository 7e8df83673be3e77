import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { practiceSessions, studyPlanActivities } from '../../db/schema/index.ts';
import type { Learner } from '../../plugins/learner.ts';

export type PlanActivityRow = typeof studyPlanActivities.$inferSelect;
export type PlanActivityInsert = Omit<typeof studyPlanActivities.$inferInsert, 'id'>;
export type ActivityStatusPatch = Pick<PlanActivityRow, 'status' | 'done_by' | 'done_at'>;

/** Where a re-plan puts an activity that stays (its id), with what the new plan says of it. */
export interface ActivityPlacement {
  id: number;
  date: string;
  position: number;
  original_date: string | null;
  title: string;
  minutes: number;
  target: Record<string, unknown>;
}

const byDay = [asc(studyPlanActivities.date), asc(studyPlanActivities.position), asc(studyPlanActivities.id)];

/** Every activity of the plan, day by day in position order. */
export async function planActivities(db: Database, planId: number): Promise<PlanActivityRow[]> {
  return db
    .select()
    .from(studyPlanActivities)
    .where(eq(studyPlanActivities.plan_id, planId))
    .orderBy(...byDay);
}

/** The plan's activities from `from` to `to` (inclusive, `YYYY-MM-DD`), day by day in position order. */
export async function activitiesBetween(
  db: Database,
  planId: number,
  from: string,
  to: string,
): Promise<PlanActivityRow[]> {
  return db
    .select()
    .from(studyPlanActivities)
    .where(and(eq(studyPlanActivities.plan_id, planId), between(studyPlanActivities.date, from, to)))
    .orderBy(...byDay);
}

/** An activity of the plan (one of another plan: null). */
export async function findActivity(db: Database, planId: number, activityId: number): Promise<PlanActivityRow | null> {
  const [row] = await db
    .select()
    .from(studyPlanActivities)
    .where(and(eq(studyPlanActivities.plan_id, planId), eq(studyPlanActivities.id, activityId)));
  return row ?? null;
}

/**
 * One statement per 5,000 rows, the rows as one JSON parameter (a 365-day plan holds about 1,500 activities: as
 * VALUES lists they were thousands of parameters to bind and parse).
 */
export async function insertActivities(db: Database, rows: readonly PlanActivityInsert[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = rows.slice(start, start + 5000).map((row) => ({ ...row, original_date: row.original_date ?? null }));
    await db.execute(sql`
      insert into study_plan_activities
        (plan_id, date, position, kind, unit_key, title, subject, subject_id, minutes, target, original_date)
      select plan_id, date, position, kind, unit_key, title, subject, subject_id, minutes, target, original_date
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as rows(
        plan_id int, date date, position smallint, kind text, unit_key text, title text, subject text,
        subject_id int, minutes smallint, target jsonb, original_date date)`);
  }
}

export async function deleteActivities(db: Database, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 1_000) {
    await db.delete(studyPlanActivities).where(inArray(studyPlanActivities.id, ids.slice(start, start + 1_000)));
  }
}

/** Moves the activities (one statement per 500). */
export async function placeActivities(db: Database, placements: readonly ActivityPlacement[]): Promise<void> {
  for (let start = 0; start < placements.length; start += 500) {
    const rows = placements
      .slice(start, start + 500)
      .map(
        (row) =>
          sql`(${row.id}::bigint, ${row.date}::date, ${row.position}::smallint, ${row.original_date}::date, ${row.title}::text, ${row.minutes}::smallint, ${JSON.stringify(row.target)}::jsonb)`,
      );
    await db.execute(sql`
      update study_plan_activities as a
      set date = v.date, position = v.position, original_date = v.original_date, title = v.title,
          minutes = v.minutes, target = v.target
      from (values ${sql.join(rows, sql`, `)}) as v(id, date, position, original_date, title, minutes, target)
      where a.id = v.id`);
  }
}

export async function updateActivityStatus(
  db: Database,
  activityId: number,
  patch: ActivityStatusPatch,
): Promise<PlanActivityRow | null> {
  const [row] = await db
    .update(studyPlanActivities)
    .set(patch)
    .where(eq(studyPlanActivities.id, activityId))
    .returning();
  return row ?? null;
}

/** Saves the activity's practice session unless it has one already (a concurrent start won): null then. */
export async function claimPracticeSession(
  db: Database,
  activityId: number,
  sessionId: number,
): Promise<PlanActivityRow | null> {
  const [row] = await db
    .update(studyPlanActivities)
    .set({ practice_session_id: sessionId })
    .where(and(eq(studyPlanActivities.id, activityId), isNull(studyPlanActivities.practice_session_id)))
    .returning();
  return row ?? null;
}

/** Drops a practice session the learner never saw (the one a concurrent start made in vain). */
export async function deleteUnusedPracticeSession(db: Database, learner: Learner, sessionId: number): Promise<void> {
  await db
    .delete(practiceSessions)
    .where(
      and(
        eq(practiceSessions.id, sessionId),
        eq(practiceSessions.user_id, learner.userId),
        eq(practiceSessions.producer_id, learner.producerId),
      ),
    );
}
