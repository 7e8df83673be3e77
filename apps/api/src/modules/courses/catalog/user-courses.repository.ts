import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { courses } from '../../../db/schema/index.ts';
import { accessibleSql, courseSummaryColumns, outerCourseId, parsedJson } from '../course-summary.repository.ts';

/** The learner's counters of tasks and tracks and the last thing they did in the course. */
function progressColumns(userId: string) {
  const courseLessons = sql`select l.id from lessons l where l.course_id = ${outerCourseId}`;
  return {
    total_trilhas: sql<number>`(select count(*) from lesson_tasks t
      where t.lesson_id in (${courseLessons}) and t.type = 'trilha_questoes')`.mapWith(Number),
    total_lesson_tasks:
      sql<number>`(select count(*) from lesson_tasks t where t.lesson_id in (${courseLessons}))`.mapWith(Number),
    total_tracks:
      sql<number>`(select count(*) from flashcard_tracks ft where ft.lesson_id in (${courseLessons}))`.mapWith(Number),
    completed_lesson_tasks:
      sql<number>`(select count(*) from task_completions tc join lesson_tasks t on t.id = tc.task_id
      where tc.user_id = ${userId} and t.lesson_id in (${courseLessons}))`.mapWith(Number),
    track_statuses: sql<string[]>`(select coalesce(json_agg(p.status), '[]'::json) from flashcard_track_progress p
      join flashcard_tracks ft on ft.id = p.track_id where p.user_id = ${userId} and ft.lesson_id in (${courseLessons}))`.mapWith(
      (value: unknown) => parsedJson<string[]>(value),
    ),
    last_module_id: sql<number | null>`(select l.module_id from lesson_progress lp join lessons l on l.id = lp.lesson_id
      where lp.user_id = ${userId} and l.course_id = ${outerCourseId} order by lp.updated_at desc, l.id limit 1)`.mapWith(
      Number,
    ),
    last_lesson_id: sql<number | null>`(select l.id from lesson_progress lp join lessons l on l.id = lp.lesson_id
      where lp.user_id = ${userId} and l.course_id = ${outerCourseId} order by lp.updated_at desc, l.id limit 1)`.mapWith(
      Number,
    ),
  };
}

/** When the learner last saved progress in, or completed a task of, the course (null: never). */
function lastActivitySql(userId: string) {
  return sql`greatest(
    (select max(lp.updated_at) from lesson_progress lp join lessons l on l.id = lp.lesson_id
      where lp.user_id = ${userId} and l.course_id = ${outerCourseId}),
    (select max(tc.completed_at) from task_completions tc join lesson_tasks t on t.id = tc.task_id join lessons l on l.id = t.lesson_id
      where tc.user_id = ${userId} and l.course_id = ${outerCourseId}))`;
}

/**
 * The producer's courses the learner can open (by `openProductCodes`) or did something in, with their counts and
 * the learner's counters: the most recent activity first, then the untouched ones by catalog position.
 */
export function userCourseRows(db: Database, producerId: string, userId: string, openProductCodes: readonly string[]) {
  const lastActivity = lastActivitySql(userId);
  return db
    .select({ ...courseSummaryColumns(userId), ...progressColumns(userId) })
    .from(courses)
    .where(
      and(eq(courses.producer_id, producerId), or(accessibleSql(openProductCodes), sql`${lastActivity} is not null`)),
    )
    .orderBy(sql`${lastActivity} desc nulls last`, asc(courses.position), asc(courses.name), asc(courses.id));
}
