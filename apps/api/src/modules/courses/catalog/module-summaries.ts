import type { ModuleSummary } from '@members/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { courseModules } from '../../../db/schema/index.ts';

/** Qualified: in a one-table select drizzle leaves "id" bare, which a subquery would read as its own. */
const outerModuleId = sql.raw('"course_modules"."id"');

/** The course's modules in order, with lesson counts, the learner's watched counts and minutes of video. */
export async function moduleSummaries(
  db: Database,
  producerId: string,
  courseId: string,
  userId: string,
): Promise<ModuleSummary[]> {
  const rows = await db
    .select({
      id: courseModules.id,
      title: courseModules.title,
      description: courseModules.description,
      position: courseModules.position,
      total_aulas: sql<number>`(select count(*) from lessons l where l.module_id = ${outerModuleId})`.mapWith(Number),
      total_aulas_assistidas: sql<number>`(select count(*) from lessons l join lesson_progress lp on lp.lesson_id = l.id
        where l.module_id = ${outerModuleId} and lp.user_id = ${userId} and lp.watched_at is not null)`.mapWith(Number),
      video_seconds:
        sql<number>`(select coalesce(sum(l.video_duration), 0) from lessons l where l.module_id = ${outerModuleId})`.mapWith(
          Number,
        ),
    })
    .from(courseModules)
    .where(and(eq(courseModules.producer_id, producerId), eq(courseModules.course_id, courseId)))
    .orderBy(asc(courseModules.position), asc(courseModules.id));
  return rows.map(({ video_seconds, ...module }) => ({
    ...module,
    duration_in_minutes: Math.round(video_seconds / 60),
  }));
}
