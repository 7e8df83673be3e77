import type { Database } from '../../db/database.ts';
import { forgetProducerContent } from './content.cache.ts';
import {
  apostilaValues,
  cardValues,
  courseValues,
  lessonValues,
  moduleValues,
  taskValues,
  trackValues,
} from './course-rows.ts';
import {
  findCategoryId,
  insertApostilas,
  insertCategory,
  insertCategoryLinks,
  insertCourse,
  insertFlashcardTrack,
  insertLesson,
  insertModule,
  insertTask,
  insertTrackCards,
} from './course-writer.repository.ts';

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
  const existing = await findCategoryId(db, producerId, category.slug);
  if (existing !== null) return existing;
  return insertCategory(db, { producer_id: producerId, slug: category.slug, name: category.name, position });
}

async function writeLesson(
  db: Database,
  producerId: string,
  courseId: string,
  moduleId: number,
  lesson: LessonInput,
  position: number,
) {
  const lessonId = await insertLesson(db, lessonValues({ producerId, courseId, moduleId }, lesson, position));
  const taskIds: number[] = [];
  for (const [index, task] of (lesson.tasks ?? []).entries()) {
    const taskId = await insertTask(db, taskValues({ producerId, lessonId }, task, index));
    taskIds.push(taskId);
    if (task.type === 'apostila') {
      await insertApostilas(db, [apostilaValues({ producerId, courseId, taskId }, task.apostila)]);
    }
  }
  const trackIds: number[] = [];
  const cardIds: number[][] = [];
  for (const [index, track] of (lesson.flashcardTracks ?? []).entries()) {
    const trackId = await insertFlashcardTrack(db, trackValues({ producerId, lessonId }, track, index));
    trackIds.push(trackId);
    const cards =
      track.cards.length === 0
        ? []
        : await insertTrackCards(
            db,
            track.cards.map((card, cardIndex) => cardValues({ producerId, trackId, lessonId }, card, cardIndex)),
          );
    cardIds.push(cards);
  }
  return { id: lessonId, taskIds, trackIds, cardIds };
}

/** Writes a course with its categories, modules, lessons, tasks, handouts and flashcard tracks, in order. */
export async function writeCourse(db: Database, producerId: string, input: CourseInput): Promise<WrittenCourse> {
  const courseId = await insertCourse(db, courseValues(producerId, input));
  for (const [index, category] of (input.categories ?? []).entries()) {
    const linkedCategoryId = await categoryId(db, producerId, category, index);
    await insertCategoryLinks(db, [{ course_id: courseId, category_id: linkedCategoryId }]);
  }
  if (input.attachments?.length) {
    await insertApostilas(
      db,
      input.attachments.map((file) => apostilaValues({ producerId, courseId, taskId: null }, file)),
    );
  }
  const written: WrittenCourse = { uuid: courseId, modules: [] };
  for (const [moduleIndex, module] of input.modules.entries()) {
    const moduleId = await insertModule(db, moduleValues({ producerId, courseId }, module, moduleIndex));
    const writtenLessons = [];
    for (const [lessonIndex, lesson] of module.lessons.entries()) {
      writtenLessons.push(await writeLesson(db, producerId, courseId, moduleId, lesson, lessonIndex));
    }
    written.modules.push({ id: moduleId, lessons: writtenLessons });
  }
  forgetProducerContent(db, producerId);
  return written;
}
