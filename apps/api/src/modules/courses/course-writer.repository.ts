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

type NewApostilaRow = typeof apostilas.$inferInsert;
type NewCourseModuleRow = typeof courseModules.$inferInsert;
type NewLessonRow = typeof lessons.$inferInsert;
type NewLessonTaskRow = typeof lessonTasks.$inferInsert;
type NewFlashcardTrackRow = typeof flashcardTracks.$inferInsert;
type NewFlashcardRow = typeof flashcards.$inferInsert;

/** The writes of course-writer.ts: one insert each, returning the generated id where the writer needs it. */

/** The producer's category with this slug (null when there is none yet). */
export async function findCategoryId(db: Database, producerId: string, slug: string): Promise<number | null> {
  const [existing] = await db
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(and(eq(courseCategories.producer_id, producerId), eq(courseCategories.slug, slug)));
  return existing?.id ?? null;
}

export async function insertCategory(
  db: Database,
  category: { producer_id: string; slug: string; name: string; position: number },
): Promise<number> {
  const rows = await db.insert(courseCategories).values(category).returning({ id: courseCategories.id });
  return firstOrThrow(rows, 'category insert').id;
}

export async function insertCategoryLink(db: Database, courseId: string, categoryId: number): Promise<void> {
  await db.insert(courseCategoryLinks).values({ course_id: courseId, category_id: categoryId });
}

export async function insertCourse(db: Database, values: NewCourseRow): Promise<string> {
  const rows = await db.insert(courses).values(values).returning({ id: courses.id });
  return firstOrThrow(rows, 'course insert').id;
}

export async function insertApostilas(db: Database, values: NewApostilaRow[]): Promise<void> {
  await db.insert(apostilas).values(values);
}

export async function insertModule(db: Database, values: NewCourseModuleRow): Promise<number> {
  const rows = await db.insert(courseModules).values(values).returning({ id: courseModules.id });
  return firstOrThrow(rows, 'module insert').id;
}

export async function insertLesson(db: Database, values: NewLessonRow): Promise<number> {
  const rows = await db.insert(lessons).values(values).returning({ id: lessons.id });
  return firstOrThrow(rows, 'lesson insert').id;
}

export async function insertTask(db: Database, values: NewLessonTaskRow): Promise<number> {
  const rows = await db.insert(lessonTasks).values(values).returning({ id: lessonTasks.id });
  return firstOrThrow(rows, 'task insert').id;
}

export async function insertFlashcardTrack(db: Database, values: NewFlashcardTrackRow): Promise<number> {
  const rows = await db.insert(flashcardTracks).values(values).returning({ id: flashcardTracks.id });
  return firstOrThrow(rows, 'track insert').id;
}

/** The track's cards in one insert, their ids in the given order. */
export async function insertFlashcards(db: Database, values: NewFlashcardRow[]): Promise<number[]> {
  const rows = await db.insert(flashcards).values(values).returning({ id: flashcards.id });
  return rows.map((row) => row.id);
}
