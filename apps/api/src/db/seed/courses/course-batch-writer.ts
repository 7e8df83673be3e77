import { randomUUID } from 'node:crypto';
import type { Database } from '../../database.ts';
import {
  apostilas,
  courseCategories,
  courseCategoryLinks,
  courseModules,
  courses,
  flashcards,
  flashcardTracks,
  lessons,
  lessonTasks,
} from '../../schema/index.ts';
import type { WrittenCourse } from '../../../modules/courses/course-writer.ts';
import { assembleWritten, courseRow, lessonRow, taskRow } from './course-batch-rows.ts';
import { distinctCategories, flattenCourses, type CourseToWrite } from './course-tree.ts';
import { inChunks, insertChunks } from './insert-in-chunks.ts';

type Returned = { id: number; parent: string | number; position: number };

/** Inserts `rows` and gives each its serial id, matched by (parent, position): RETURNING order is not relied on. */
async function insertForIds<Row extends { position: number }>(
  rows: readonly Row[],
  parentOf: (row: Row) => string | number,
  insert: (chunk: Row[]) => Promise<Returned[]>,
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
  const categories = await inChunks(distinctCategories(items), (chunk) =>
    db
      .insert(courseCategories)
      .values(chunk)
      .returning({ id: courseCategories.id, producer_id: courseCategories.producer_id, slug: courseCategories.slug }),
  );
  const categoryIds = new Map(categories.map((row) => [`${row.producer_id}/${row.slug}`, row.id]));
  const courseRows = items.map((item, index) => courseRow(item, courseIds[index] ?? ''));
  await insertChunks(courseRows, (chunk) => db.insert(courses).values(chunk));
  const links = items.flatMap(({ producerId, course }, index) =>
    (course.categories ?? []).map((category) => ({
      course_id: courseIds[index] ?? '',
      category_id: categoryIds.get(`${producerId}/${category.slug}`) ?? 0,
    })),
  );
  await insertChunks(links, (chunk) => db.insert(courseCategoryLinks).values(chunk));
  const attachments = items.flatMap(({ producerId, course }, index) =>
    (course.attachments ?? []).map((file) => ({
      ...file,
      producer_id: producerId,
      course_id: courseIds[index] ?? '',
      task_id: null,
    })),
  );
  await insertChunks(attachments, (chunk) => db.insert(apostilas).values(chunk));
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

  const moduleRows = tree.modules.map(({ course, position, module }) => ({
    producer_id: producerOf(course),
    course_id: courseIds[course] ?? '',
    title: module.title,
    description: module.description ?? '',
    position,
  }));
  const moduleIds = await insertForIds(
    moduleRows,
    (row) => row.course_id,
    (chunk) =>
      db
        .insert(courseModules)
        .values(chunk)
        .returning({ id: courseModules.id, parent: courseModules.course_id, position: courseModules.position }),
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
    (chunk) =>
      db
        .insert(lessons)
        .values(chunk)
        .returning({ id: lessons.id, parent: lessons.module_id, position: lessons.position }),
  );
  const taskRows = tree.tasks.map((entry) =>
    taskRow(entry, { producerId: producerOf(entry.course), lessonId: lessonIds[entry.lesson] ?? 0 }),
  );
  const taskIds = await insertForIds(
    taskRows,
    (row) => row.lesson_id,
    (chunk) =>
      db
        .insert(lessonTasks)
        .values(chunk)
        .returning({ id: lessonTasks.id, parent: lessonTasks.lesson_id, position: lessonTasks.position }),
  );
  const taskApostilas = tree.tasks.flatMap(({ course, task }, index) =>
    task.type === 'apostila'
      ? [
          {
            ...task.apostila,
            producer_id: producerOf(course),
            course_id: courseIds[course] ?? '',
            task_id: taskIds[index] ?? 0,
          },
        ]
      : [],
  );
  await insertChunks(taskApostilas, (chunk) => db.insert(apostilas).values(chunk));

  const trackRows = tree.tracks.map(({ lesson, position, track }) => ({
    producer_id: lessonRows[lesson]?.producer_id ?? '',
    lesson_id: lessonIds[lesson] ?? 0,
    titulo: track.titulo ?? null,
    descricao: track.descricao ?? null,
    position,
  }));
  const trackIds = await insertForIds(
    trackRows,
    (row) => row.lesson_id,
    (chunk) =>
      db
        .insert(flashcardTracks)
        .values(chunk)
        .returning({ id: flashcardTracks.id, parent: flashcardTracks.lesson_id, position: flashcardTracks.position }),
  );
  const cardRows = tree.cards.map(({ track, position, card }) => ({
    producer_id: trackRows[track]?.producer_id ?? '',
    track_id: trackIds[track] ?? 0,
    frente: card.frente,
    verso: card.verso,
    position,
  }));
  const cardIds = await insertForIds(
    cardRows,
    (row) => row.track_id,
    (chunk) =>
      db
        .insert(flashcards)
        .values(chunk)
        .returning({ id: flashcards.id, parent: flashcards.track_id, position: flashcards.position }),
  );
  return assembleWritten(courseIds, tree, { moduleIds, lessonIds, taskIds, trackIds, cardIds });
}
