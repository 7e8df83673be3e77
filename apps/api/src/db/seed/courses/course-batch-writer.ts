import { randomUUID } from 'node:crypto';
import type { Database } from '../../database.ts';
import type { WrittenCourse } from '../../../modules/courses/course-writer.ts';
import { apostilaValues, cardValues, moduleValues, trackValues } from '../../../modules/courses/course-rows.ts';
import {
  insertApostilas,
  insertCategories,
  insertCategoryLinks,
  insertCourses,
  insertFlashcards,
  insertFlashcardTracks,
  insertLessons,
  insertModules,
  insertTasks,
  type InsertedChild,
} from '../../../modules/courses/course-writer.repository.ts';
import { assembleWritten, courseRow, lessonRow, taskRow } from './course-batch-rows.ts';
import { distinctCategories, flattenCourses, type CourseToWrite } from './course-tree.ts';
import { inChunks, insertChunks } from './insert-in-chunks.ts';

/** Inserts `rows` and gives each its serial id, matched by (parent, position): RETURNING order is not relied on. */
async function insertForIds<Row extends { position: number }>(
  rows: readonly Row[],
  parentOf: (row: Row) => string | number,
  insert: (chunk: Row[]) => Promise<InsertedChild[]>,
): Promise<number[]> {
  const returned = await inChunks(rows, insert);
  const byKey = new Map(returned.map((row) => [`${row.parent}/${row.position}`, row.id]));
  return rows.map((row) => {
    const id = byKey.get(`${parentOf(row)}/${row.position}`);
    if (id === undefined) throw new Error(`batch insert returned no row for ${parentOf(row)}/${row.position}`);
    return id;
  });
}

async function writeCourseRows(
  db: Database,
  items: readonly CourseToWrite[],
  courseIds: readonly string[],
): Promise<void> {
  const categories = await inChunks(distinctCategories(items), (chunk) => insertCategories(db, chunk));
  const categoryIds = new Map(categories.map((row) => [`${row.producer_id}/${row.slug}`, row.id]));
  const courseRows = items.map((item, index) => courseRow(item, courseIds[index] ?? ''));
  await insertChunks(courseRows, (chunk) => insertCourses(db, chunk));
  const links = items.flatMap(({ producerId, course }, index) =>
    (course.categories ?? []).map((category) => ({
      course_id: courseIds[index] ?? '',
      category_id: categoryIds.get(`${producerId}/${category.slug}`) ?? 0,
    })),
  );
  await insertChunks(links, (chunk) => insertCategoryLinks(db, chunk));
  const attachments = items.flatMap(({ producerId, course }, index) =>
    (course.attachments ?? []).map((file) =>
      apostilaValues({ producerId, courseId: courseIds[index] ?? '', taskId: null }, file),
    ),
  );
  await insertChunks(attachments, (chunk) => insertApostilas(db, chunk));
}

/**
 * Writes many courses (what writeCourse writes for one) with one multi-row statement per table: the demo seed's
 * hundreds of lessons in about ten round trips. Categories are created, never looked up: for an empty catalog.
 */
export async function writeCoursesInBatches(db: Database, items: readonly CourseToWrite[]): Promise<WrittenCourse[]> {
  const courseIds = items.map(() => randomUUID());
  const tree = flattenCourses(items);
  const producerOf = (course: number) => items[course]?.producerId ?? '';
  await writeCourseRows(db, items, courseIds);

  const moduleRows = tree.modules.map(({ course, position, module }) =>
    moduleValues({ producerId: producerOf(course), courseId: courseIds[course] ?? '' }, module, position),
  );
  const moduleIds = await insertForIds(
    moduleRows,
    (row) => row.course_id,
    (chunk) => insertModules(db, chunk),
  );
  const lessonRows = tree.lessons.map((entry) =>
    lessonRow(entry, {
      producerId: producerOf(entry.course),
      courseId: courseIds[entry.course] ?? '',
      moduleId: moduleIds[entry.module] ?? 0,
    }),
  );
  const lessonIds = await insertForIds(
    lessonRows,
    (row) => row.module_id,
    (chunk) => insertLessons(db, chunk),
  );
  const taskRows = tree.tasks.map((entry) =>
    taskRow(entry, { producerId: producerOf(entry.course), lessonId: lessonIds[entry.lesson] ?? 0 }),
  );
  const taskIds = await insertForIds(
    taskRows,
    (row) => row.lesson_id,
    (chunk) => insertTasks(db, chunk),
  );
  const taskApostilas = tree.tasks.flatMap(({ course, task }, index) =>
    task.type === 'apostila'
      ? [
          apostilaValues(
            { producerId: producerOf(course), courseId: courseIds[course] ?? '', taskId: taskIds[index] ?? 0 },
            task.apostila,
          ),
        ]
      : [],
  );
  await insertChunks(taskApostilas, (chunk) => insertApostilas(db, chunk));

  const trackRows = tree.tracks.map(({ lesson, position, track }) =>
    trackValues(
      { producerId: lessonRows[lesson]?.producer_id ?? '', lessonId: lessonIds[lesson] ?? 0 },
      track,
      position,
    ),
  );
  const trackIds = await insertForIds(
    trackRows,
    (row) => row.lesson_id,
    (chunk) => insertFlashcardTracks(db, chunk),
  );
  const cardRows = tree.cards.map(({ track, position, card }) =>
    cardValues(
      {
        producerId: trackRows[track]?.producer_id ?? '',
        trackId: trackIds[track] ?? 0,
        lessonId: trackRows[track]?.lesson_id ?? 0,
      },
      card,
      position,
    ),
  );
  const cardIds = await insertForIds(
    cardRows,
    (row) => row.track_id,
    (chunk) => insertFlashcards(db, chunk),
  );
  return assembleWritten(courseIds, tree, { moduleIds, lessonIds, taskIds, trackIds, cardIds });
}
