import type { NewCourseRow } from '../../db/schema/index.ts';
import type {
  ApostilaInput,
  CourseInput,
  FlashcardTrackInput,
  LessonInput,
  ModuleInput,
  TaskInput,
} from './course-writer.ts';

/** The rows of a course's content from its input: one mapping for writeCourse and the seed's batched writer. */

export function courseValues(producerId: string, input: CourseInput): NewCourseRow {
  return {
    producer_id: producerId,
    kind: input.kind,
    name: input.name,
    description: input.description,
    popularity: input.popularity ?? 0,
    image_key: input.image_key,
    hero_image_key: input.hero_image_key,
    product_codes: [...input.product_codes],
    purchase_url: input.purchase_url ?? null,
    offer_label: input.offer_label ?? null,
    trailer_vimeo_id: input.trailer_vimeo_id ?? null,
    featured: input.featured ?? false,
    position: input.position ?? 0,
  };
}

export function lessonValues(
  ids: { producerId: string; courseId: string; moduleId: number },
  lesson: LessonInput,
  position: number,
) {
  return {
    producer_id: ids.producerId,
    course_id: ids.courseId,
    module_id: ids.moduleId,
    title: lesson.title,
    position,
    video_duration: lesson.video_duration,
    video_external_id: lesson.video_external_id ?? null,
    video_file_key: lesson.video_file_key ?? null,
    video_content_type: lesson.video_content_type ?? null,
    video_image_key: lesson.video_image_key,
    body: lesson.body,
    free_preview: lesson.free_preview ?? false,
    ...(lesson.published_at ? { published_at: lesson.published_at } : {}),
  };
}

export function taskValues(ids: { producerId: string; lessonId: number }, task: TaskInput, position: number) {
  return {
    producer_id: ids.producerId,
    lesson_id: ids.lessonId,
    type: task.type,
    label: task.label,
    subtitle: task.subtitle ?? null,
    link: task.type === 'apostila' ? null : task.link,
    position,
  };
}

/** A handout row: of the whole course (taskId null) or of an 'apostila' task. */
export function apostilaValues(
  ids: { producerId: string; courseId: string; taskId: number | null },
  file: ApostilaInput,
) {
  return { ...file, producer_id: ids.producerId, course_id: ids.courseId, task_id: ids.taskId };
}

export function moduleValues(ids: { producerId: string; courseId: string }, module: ModuleInput, position: number) {
  return {
    producer_id: ids.producerId,
    course_id: ids.courseId,
    title: module.title,
    description: module.description ?? '',
    position,
  };
}

export function trackValues(
  ids: { producerId: string; lessonId: number },
  track: FlashcardTrackInput,
  position: number,
) {
  return {
    producer_id: ids.producerId,
    lesson_id: ids.lessonId,
    titulo: track.titulo ?? null,
    descricao: track.descricao ?? null,
    position,
  };
}

/** A track's card; it carries the track's lesson, so a locked course's cards stay locked in the study queue. */
export function cardValues(
  ids: { producerId: string; trackId: number; lessonId: number },
  card: { frente: string; verso: string },
  position: number,
) {
  return {
    producer_id: ids.producerId,
    track_id: ids.trackId,
    lesson_id: ids.lessonId,
    frente: card.frente,
    verso: card.verso,
    position,
  };
}
