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
} from '../../db/schema/index.ts';
import { forgetProducerContent } from './content.cache.ts';
import { courseValues, lessonValues, taskValues } from './course-rows.ts';

/** A handout already in storage. */
export interface ApostilaInput {
  nome: string;
  file_name: string;
  file_key: string;
  content_type: string;
  size_bytes: number;
}

export type TaskInput =
  | { type: 'apostila'; label: string; subtitle?: string; apostila: ApostilaInput }
  | { type: 'link' | 'trilha_questoes'; label: string; subtitle?: string; link: string };

export interface FlashcardTrackInput {
  /** Null or missing: shown as 'Trilha de Flashcards'. */
  titulo?: string | null;
  descricao?: string;
  cards: readonly { frente: string; verso: string }[];
}

export interface LessonInput {
  title: string;
  /** Seconds. */
  video_duration: number;
  /** A Vimeo id, or a file in storage (`video_file_key` with its content type). */
  video_external_id?: string;
  video_file_key?: string;
  video_content_type?: string;
  video_image_key: string;
  body: string;
  free_preview?: boolean;
  published_at?: Date;
  tasks?: readonly TaskInput[];
  flashcardTracks?: readonly FlashcardTrackInput[];
}

export interface ModuleInput {
  title: string;
  description?: string;
  lessons: readonly LessonInput[];
}

export interface CourseInput {
  kind: 'courses' | 'movie' | 'tv';
  name: string;
  description: string;
  popularity?: number;
  image_key: string;
  hero_image_key: string;
  /** Products whose access opens the course (user_accesses.product_code). */
  product_codes: readonly string[];
  purchase_url?: string | null;
  offer_label?: string | null;
  trailer_vimeo_id?: string | null;
  featured?: boolean;
  position?: number;
  /** Category slugs and names; created for the producer when missing. */
  categories?: readonly { slug: string; name: string }[];
  /** Handouts of the whole course (not tied to a lesson). */
  attachments?: readonly ApostilaInput[];
  modules: readonly ModuleInput[];
}

/** What was written, with the generated ids (tests and the seed refer to them). */
export interface WrittenCourse {
  uuid: string;
  modules: { id: number; lessons: { id: number; taskIds: number[]; trackIds: number[]; cardIds: number[][] }[] }[];
}

async function categoryId(
  db: Database,
  producerId: string,
  category: { slug: string; name: string },
  position: number,
): Promise<number> {
  const [existing] = await db
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(and(eq(courseCategories.producer_id, producerId), eq(courseCategories.slug, category.slug)));
  if (existing) return existing.id;
  const created = firstOrThrow(
    await db
      .insert(courseCategories)
      .values({ producer_id: producerId, slug: category.slug, name: category.name, position })
      .returning({ id: courseCategories.id }),
    'category insert',
  );
  return created.id;
}

async function writeLesson(
  db: Database,
  producerId: string,
  courseId: string,
  moduleId: number,
  lesson: LessonInput,
  position: number,
) {
  const row = firstOrThrow(
    await db
      .insert(lessons)
      .values(lessonValues({ producerId, courseId, moduleId }, lesson, position))
      .returning({ id: lessons.id }),
    'lesson insert',
  );
  const taskIds: number[] = [];
  for (const [index, task] of (lesson.tasks ?? []).entries()) {
    const taskRow = firstOrThrow(
      await db
        .insert(lessonTasks)
        .values(taskValues({ producerId, lessonId: row.id }, task, index))
        .returning({ id: lessonTasks.id }),
      'task insert',
    );
    taskIds.push(taskRow.id);
    if (task.type === 'apostila') {
      await db
        .insert(apostilas)
        .values({ producer_id: producerId, course_id: courseId, task_id: taskRow.id, ...task.apostila });
    }
  }
  const trackIds: number[] = [];
  const cardIds: number[][] = [];
  for (const [index, track] of (lesson.flashcardTracks ?? []).entries()) {
    const trackRow = firstOrThrow(
      await db
        .insert(flashcardTracks)
        .values({
          producer_id: producerId,
          lesson_id: row.id,
          titulo: track.titulo ?? null,
          descricao: track.descricao ?? null,
          position: index,
        })
        .returning({ id: flashcardTracks.id }),
      'track insert',
    );
    trackIds.push(trackRow.id);
    const cards =
      track.cards.length === 0
        ? []
        : await db
            .insert(flashcards)
            .values(
              track.cards.map((card, cardIndex) => ({
                producer_id: producerId,
                track_id: trackRow.id,
                ...card,
                position: cardIndex,
              })),
            )
            .returning({ id: flashcards.id });
    cardIds.push(cards.map((card) => card.id));
  }
  return { id: row.id, taskIds, trackIds, cardIds };
}

/** Writes a course with its categories, modules, lessons, tasks, handouts and flashcard tracks, in order. */
export async function writeCourse(db: Database, producerId: string, input: CourseInput): Promise<WrittenCourse> {
  const course = firstOrThrow(
    await db.insert(courses).values(courseValues(producerId, input)).returning({ id: courses.id }),
    'course insert',
  );
  for (const [index, category] of (input.categories ?? []).entries()) {
    const id = await categoryId(db, producerId, category, index);
    await db.insert(courseCategoryLinks).values({ course_id: course.id, category_id: id });
  }
  if (input.attachments?.length) {
    await db
      .insert(apostilas)
      .values(
        input.attachments.map((file) => ({ producer_id: producerId, course_id: course.id, task_id: null, ...file })),
      );
  }
  const written: WrittenCourse = { uuid: course.id, modules: [] };
  for (const [moduleIndex, module] of input.modules.entries()) {
    const moduleRow = firstOrThrow(
      await db
        .insert(courseModules)
        .values({
          producer_id: producerId,
          course_id: course.id,
          title: module.title,
          description: module.description ?? '',
          position: moduleIndex,
        })
        .returning({ id: courseModules.id }),
      'module insert',
    );
    const writtenLessons = [];
    for (const [lessonIndex, lesson] of module.lessons.entries()) {
      writtenLessons.push(await writeLesson(db, producerId, course.id, moduleRow.id, lesson, lessonIndex));
    }
    written.modules.push({ id: moduleRow.id, lessons: writtenLessons });
  }
  forgetProducerContent(db, producerId);
  return written;
}
