import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCourse, type WrittenCourse } from '../../../modules/courses/course-writer.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../database.ts';
import {
  apostilas,
  courseCategories,
  courseModules,
  courses,
  flashcards,
  flashcardTracks,
  lessons,
  lessonTasks,
  producers,
  verticals,
} from '../../schema/index.ts';
import { writeCoursesInBatches } from './course-batch-writer.ts';
import { prepareDemoCourse, type CourseProducer } from './demo-course-input.ts';
import { fixtureCatalog } from './fixture-catalog.ts';
import { firstOrThrow } from '../../first-or-throw.ts';

async function createProducer(db: Database, vertical_id: string): Promise<CourseProducer> {
  const slug = `batch-${randomUUID().slice(0, 8)}`;
  const row = firstOrThrow(
    await db
      .insert(producers)
      .values({
        vertical_id,
        slug,
        nome: 'Produtor Batch',
        app_primary_color: '#1E3A8A',
        app_secondary_color: '#F59E0B',
        app_website: 'https://batch.example.com',
      })
      .returning(),
    'producer insert',
  );
  return { ...row, medmember_url: row.medmember_url };
}

/** Everything written for a producer, in order, without ids, producer or dates: what both writers must agree on. */
async function contentOf(db: Database, producerId: string) {
  const strip = <Row extends object>(row: Row, ...keys: string[]) =>
    Object.fromEntries(
      Object.entries(row).filter(([key]) => !['id', 'producer_id', 'published_at', ...keys].includes(key)),
    );
  const courseRows = await db
    .select()
    .from(courses)
    .where(eq(courses.producer_id, producerId))
    .orderBy(asc(courses.position));
  const tree = [];
  for (const course of courseRows) {
    const modules = await db
      .select()
      .from(courseModules)
      .where(eq(courseModules.course_id, course.id))
      .orderBy(asc(courseModules.position));
    const lessonTrees = [];
    for (const module of modules) {
      for (const lesson of await db
        .select()
        .from(lessons)
        .where(eq(lessons.module_id, module.id))
        .orderBy(asc(lessons.position))) {
        const tasks = await db
          .select()
          .from(lessonTasks)
          .where(eq(lessonTasks.lesson_id, lesson.id))
          .orderBy(asc(lessonTasks.position));
        const files = await db
          .select()
          .from(apostilas)
          .where(eq(apostilas.course_id, course.id))
          .orderBy(asc(apostilas.file_key));
        const tracks = await db
          .select()
          .from(flashcardTracks)
          .where(eq(flashcardTracks.lesson_id, lesson.id))
          .orderBy(asc(flashcardTracks.position));
        const cards = await Promise.all(
          tracks.map((track) =>
            db.select().from(flashcards).where(eq(flashcards.track_id, track.id)).orderBy(asc(flashcards.position)),
          ),
        );
        lessonTrees.push({
          module: strip(module, 'course_id'),
          lesson: strip(lesson, 'course_id', 'module_id'),
          tasks: tasks.map((task) => ({
            ...strip(task, 'lesson_id'),
            files: files.filter((file) => file.task_id === task.id).map((file) => strip(file, 'course_id', 'task_id')),
          })),
          courseFiles: files.filter((file) => file.task_id === null).map((file) => strip(file, 'course_id', 'task_id')),
          tracks: tracks.map((track, index) => ({
            ...strip(track, 'lesson_id'),
            // created_at: when the row went in, which differs between the two writers by design.
            cards: (cards[index] ?? []).map((card) => strip(card, 'track_id', 'lesson_id', 'created_at')),
          })),
        });
      }
    }
    tree.push({ course: strip(course), lessons: lessonTrees });
  }
  const categories = await db
    .select({ slug: courseCategories.slug, name: courseCategories.name })
    .from(courseCategories)
    .where(eq(courseCategories.producer_id, producerId));
  return { tree, categories: categories.sort((a, b) => a.slug.localeCompare(b.slug)) };
}

async function idsInOrder(db: Database, written: readonly WrittenCourse[]) {
  const fromDb = [];
  for (const course of written) {
    const modules = await db
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.course_id, course.uuid))
      .orderBy(asc(courseModules.position));
    fromDb.push(modules.map((module) => module.id));
  }
  return fromDb;
}

describe('batched course writer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('writes exactly what writeCourse writes, one course at a time, and answers the same ids shape', async () => {
    const db = database.db;
    const [vertical] = await db
      .insert(verticals)
      .values({ slug: `batch-${randomUUID().slice(0, 8)}`, nome_pt_br: 'Lote', nome_en: 'Batch' })
      .returning();
    const [one, other] = [await createProducer(db, vertical?.id ?? ''), await createProducer(db, vertical?.id ?? '')];
    if (!one || !other) throw new Error('producers missing');
    const now = new Date();
    const catalog = fixtureCatalog('oftalmologia').courses;
    const inputs = (producer: CourseProducer) =>
      catalog.map(
        (course, position) => prepareDemoCourse({ ...producer, slug: 'same' }, course, position, now).toWrite,
      );
    const writtenOne = [];
    for (const item of inputs(one)) writtenOne.push(await writeCourse(db, one.id, item.course));
    const writtenOther = await writeCoursesInBatches(
      db,
      inputs(other).map((item) => ({ ...item, publishedAt: undefined })),
    );
    const expected = await contentOf(db, one.id);
    expect(expected.tree).toHaveLength(catalog.length);
    expect(await contentOf(db, other.id)).toEqual(expected);
    expect(await idsInOrder(db, writtenOther)).toEqual(
      writtenOther.map((course) => course.modules.map((module) => module.id)),
    );
    const shape = (written: readonly WrittenCourse[]) =>
      written.map((course) =>
        course.modules.map((module) =>
          module.lessons.map((lesson) => [lesson.taskIds.length, lesson.cardIds.map((cards) => cards.length)]),
        ),
      );
    expect(shape(writtenOther)).toEqual(shape(writtenOne));
    const firstLesson = writtenOther[0]?.modules[0]?.lessons[0];
    const [lessonRow] = await db
      .select()
      .from(lessons)
      .where(eq(lessons.id, firstLesson?.id ?? 0));
    expect([lessonRow?.course_id, lessonRow?.position, lessonRow?.producer_id]).toEqual([
      writtenOther[0]?.uuid,
      0,
      other.id,
    ]);
  });
});
