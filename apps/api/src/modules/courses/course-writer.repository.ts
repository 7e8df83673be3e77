import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
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
  type NewCourseRow,
} from '../../db/schema/index.ts';

type NewCategoryRow = typeof courseCategories.$inferInsert;
type NewCategoryLinkRow = typeof courseCategoryLinks.$inferInsert;
type NewApostilaRow = typeof apostilas.$inferInsert;
type NewCourseModuleRow = typeof courseModules.$inferInsert;
type NewLessonRow = typeof lessons.$inferInsert;
type NewLessonTaskRow = typeof lessonTasks.$inferInsert;
type NewFlashcardTrackRow = typeof flashcardTracks.$inferInsert;
type NewFlashcardRow = typeof flashcards.$inferInsert;

/**
 * The writes of course-writer.ts and of the seed's batched writer: multi-row inserts (the seed's chunks), and the
 * one-row forms writeCourse uses on top of them.
 */

/** A child row's generated id with its parent's id and its position: a batch matches ids by these, not by order. */
export interface InsertedChild {
  id: number;
  parent: string | number;
  position: number;
}

/** The producer's category with this slug (null when there is none yet). */
export async function findCategoryId(db: Database, producerId: string, slug: string): Promise<number | null> {
  const [existing] = await db
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(and(eq(courseCategories.producer_id, producerId), eq(courseCategories.slug, slug)));
  return existing?.id ?? null;
}

/** New categories, each id with the producer and slug it was made for. */
export function insertCategories(db: Database, rows: NewCategoryRow[]) {
  return db
    .insert(courseCategories)
    .values(rows)
    .returning({ id: courseCategories.id, producer_id: courseCategories.producer_id, slug: courseCategories.slug });
}

export async function insertCategory(db: Database, category: NewCategoryRow): Promise<number> {
  return firstOrThrow(await insertCategories(db, [category]), 'category insert').id;
}

export async function insertCategoryLinks(db: Database, rows: NewCategoryLinkRow[]): Promise<void> {
  await db.insert(courseCategoryLinks).values(rows);
}

export async function insertCourses(db: Database, rows: NewCourseRow[]): Promise<{ id: string }[]> {
  return db.insert(courses).values(rows).returning({ id: courses.id });
}

export async function insertCourse(db: Database, values: NewCourseRow): Promise<string> {
  return firstOrThrow(await insertCourses(db, [values]), 'course insert').id;
}

export async function insertApostilas(db: Database, values: NewApostilaRow[]): Promise<void> {
  await db.insert(apostilas).values(values);
}

export function insertModules(db: Database, rows: NewCourseModuleRow[]): Promise<InsertedChild[]> {
  return db
    .insert(courseModules)
    .values(rows)
    .returning({ id: courseModules.id, parent: courseModules.course_id, position: courseModules.position });
}

export async function insertModule(db: Database, values: NewCourseModuleRow): Promise<number> {
  return firstOrThrow(await insertModules(db, [values]), 'module insert').id;
}

export function insertLessons(db: Database, rows: NewLessonRow[]): Promise<InsertedChild[]> {
  return db
    .insert(lessons)
    .values(rows)
    .returning({ id: lessons.id, parent: lessons.module_id, position: lessons.position });
}

export async function insertLesson(db: Database, values: NewLessonRow): Promise<number> {
  return firstOrThrow(await insertLessons(db, [values]), 'lesson insert').id;
}

export function insertTasks(db: Database, rows: NewLessonTaskRow[]): Promise<InsertedChild[]> {
  return db
    .insert(lessonTasks)
    .values(rows)
    .returning({ id: lessonTasks.id, parent: lessonTasks.lesson_id, position: lessonTasks.position });
}

export async function insertTask(db: Database, values: NewLessonTaskRow): Promise<number> {
  return firstOrThrow(await insertTasks(db, [values]), 'task insert').id;
}

export function insertFlashcardTracks(db: Database, rows: NewFlashcardTrackRow[]): Promise<InsertedChild[]> {
  return db
    .insert(flashcardTracks)
    .values(rows)
    .returning({ id: flashcardTracks.id, parent: flashcardTracks.lesson_id, position: flashcardTracks.position });
}

export async function insertFlashcardTrack(db: Database, values: NewFlashcardTrackRow): Promise<number> {
  return firstOrThrow(await insertFlashcardTracks(db, [values]), 'track insert').id;
}

/** A track's cards: each row names its track, so `parent` is never null here. */
export async function insertFlashcards(db: Database, rows: NewFlashcardRow[]): Promise<InsertedChild[]> {
  const inserted = await db
    .insert(flashcards)
    .values(rows)
    .returning({ id: flashcards.id, parent: flashcards.track_id, position: flashcards.position });
  return inserted.map(({ parent, ...row }) => ({ ...row, parent: parent ?? 0 }));
}

/** One track's cards in one insert, their ids in position order. */
export async function insertTrackCards(db: Database, values: NewFlashcardRow[]): Promise<number[]> {
  const rows = await insertFlashcards(db, values);
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
}
