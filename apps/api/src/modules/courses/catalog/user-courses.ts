import { isFlashcardTrackCompleted, lessonLink, type UserCourseProgressItem } from '@members/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { courses } from '../../../db/schema/index.ts';
import { courseAccess, loadLearnerAccess } from '../course-access.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { durationInHours, visiblePurchaseUrl } from './course-mappers.ts';
import { coverUrl } from '../course-urls.ts';
import { accessibleSql, courseSummaryColumns, outerCourseId, parsedJson } from '../course-summary.ts';

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
 * The learner's progress list (spec §3, User course progress item): every course they can open or did
 * something in, the most recent activity first, then the untouched ones by catalog position.
 */
export async function userCourses(db: Database, learner: Learner): Promise<UserCourseProgressItem[]> {
  const access = await loadLearnerAccess(db, learner.producerId, learner.userId);
  const lastActivity = lastActivitySql(learner.userId);
  const rows = await db
    .select({ ...courseSummaryColumns(learner.userId), ...progressColumns(learner.userId) })
    .from(courses)
    .where(
      and(
        eq(courses.producer_id, learner.producerId),
        or(accessibleSql([...access.keys()]), sql`${lastActivity} is not null`),
      ),
    )
    .orderBy(sql`${lastActivity} desc nulls last`, asc(courses.position), asc(courses.name), asc(courses.id));
  return rows.map((row, index) => {
    const opened = courseAccess(access, row.product_codes);
    const concludedTracks = row.track_statuses.filter((status) => isFlashcardTrackCompleted(status)).length;
    return {
      id: row.id,
      kind: row.kind,
      title: row.name,
      description: row.description,
      backdrop_path: coverUrl(row.hero_image_key),
      poster_path: coverUrl(row.image_key),
      popularity: row.popularity,
      purchase_url: visiblePurchaseUrl(row.purchase_url, opened),
      duration_in_hours: durationInHours(row.video_seconds),
      access_status: opened ? 'liberado' : 'bloqueado',
      total_aulas: row.lesson_count,
      total_aulas_assistidas: row.watched_count,
      total_trilhas: row.total_trilhas,
      total_trilhas_flashcards: row.total_tracks,
      total_tasks: row.total_lesson_tasks + row.total_tracks,
      tasks_completed: row.completed_lesson_tasks + concludedTracks,
      last_watched_lesson_link:
        row.last_module_id !== null && row.last_lesson_id !== null
          ? lessonLink(row.kind, row.id, row.last_module_id, row.last_lesson_id)
          : null,
      total_apostilas: row.attachment_count,
      order: index + 1,
    };
  });
}
