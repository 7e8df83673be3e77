import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  apostilas,
  courseModules,
  courses,
  flashcards,
  flashcardTracks,
  lessons,
  lessonTasks,
} from '../../db/schema/index.ts';

/** Qualified: in a one-table select drizzle leaves "id" bare, which a subquery would read as its own. */
const outerModuleId = sql.raw('"course_modules"."id"');

const courseColumns = {
  id: courses.id,
  kind: courses.kind,
  name: courses.name,
  product_codes: courses.product_codes,
  purchase_url: courses.purchase_url,
};

const moduleColumns = {
  id: courseModules.id,
  title: courseModules.title,
  description: courseModules.description,
  position: courseModules.position,
  total_aulas: sql<number>`(select count(*) from lessons l where l.module_id = ${outerModuleId})`.mapWith(Number),
  video_seconds:
    sql<number>`(select coalesce(sum(l.video_duration), 0) from lessons l where l.module_id = ${outerModuleId})`.mapWith(
      Number,
    ),
};

const lessonColumns = {
  id: lessons.id,
  course_id: lessons.course_id,
  module_id: lessons.module_id,
  title: lessons.title,
  position: lessons.position,
  video_duration: lessons.video_duration,
  video_external_id: lessons.video_external_id,
  video_file_key: lessons.video_file_key,
  video_image_key: lessons.video_image_key,
  body: lessons.body,
  free_preview: lessons.free_preview,
  drm_info: lessons.drm_info,
  published_at: lessons.published_at,
};

/** The ids of the course's lessons (a subquery): what the tasks, tracks and cards below are restricted to. */
const lessonsOfCourse = (courseId: string) => sql`(select l.id from lessons l where l.course_id = ${courseId})`;

/**
 * What a producer authored in a course (the same for every learner), in display order; `course` is null when
 * the course is missing or another producer's.
 */
export async function readCourseContent(db: Database, producerId: string, courseId: string) {
  const inCourse = lessonsOfCourse(courseId);
  const [[course], modules, lessonRows, tasks, tracks, cards] = await Promise.all([
    db
      .select(courseColumns)
      .from(courses)
      .where(and(eq(courses.producer_id, producerId), eq(courses.id, courseId))),
    db
      .select(moduleColumns)
      .from(courseModules)
      .where(and(eq(courseModules.producer_id, producerId), eq(courseModules.course_id, courseId)))
      .orderBy(asc(courseModules.position), asc(courseModules.id)),
    db
      .select(lessonColumns)
      .from(lessons)
      .where(and(eq(lessons.producer_id, producerId), eq(lessons.course_id, courseId)))
      .orderBy(asc(lessons.position), asc(lessons.id)),
    db
      .select({ task: lessonTasks, apostila: apostilas })
      .from(lessonTasks)
      .leftJoin(apostilas, eq(apostilas.task_id, lessonTasks.id))
      .where(and(eq(lessonTasks.producer_id, producerId), inArray(lessonTasks.lesson_id, inCourse)))
      .orderBy(asc(lessonTasks.position), asc(lessonTasks.id)),
    db
      .select()
      .from(flashcardTracks)
      .where(and(eq(flashcardTracks.producer_id, producerId), inArray(flashcardTracks.lesson_id, inCourse)))
      .orderBy(asc(flashcardTracks.position), asc(flashcardTracks.id)),
    db
      .select({ id: flashcards.id, track_id: flashcards.track_id, frente: flashcards.frente, verso: flashcards.verso })
      .from(flashcards)
      .innerJoin(flashcardTracks, eq(flashcardTracks.id, flashcards.track_id))
      .where(and(eq(flashcards.producer_id, producerId), inArray(flashcardTracks.lesson_id, inCourse)))
      .orderBy(asc(flashcards.position), asc(flashcards.id)),
  ]);
  return { course: course ?? null, modules, lessons: lessonRows, tasks, tracks, cards };
}
