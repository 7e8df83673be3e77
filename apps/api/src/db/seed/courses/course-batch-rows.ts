import type { NewCourseRow } from '../../schema/index.ts';
import type { WrittenCourse } from '../../../modules/courses/course-writer.ts';
import type { CourseToWrite, FlatCourseTree } from './course-tree.ts';

/** The course row writeCourse would insert, with a client-side id (so no RETURNING is needed to link children). */
export function courseRow({ producerId, course, publishedAt }: CourseToWrite, id: string): NewCourseRow {
  return {
    id,
    producer_id: producerId,
    kind: course.kind,
    name: course.name,
    description: course.description,
    popularity: course.popularity ?? 0,
    image_key: course.image_key,
    hero_image_key: course.hero_image_key,
    product_codes: [...course.product_codes],
    purchase_url: course.purchase_url ?? null,
    offer_label: course.offer_label ?? null,
    trailer_vimeo_id: course.trailer_vimeo_id ?? null,
    featured: course.featured ?? false,
    position: course.position ?? 0,
    ...(publishedAt ? { published_at: publishedAt } : {}),
  };
}

export function lessonRow(entry: FlatCourseTree['lessons'][number], ids: { producerId: string; courseId: string; moduleId: number }) {
  const { lesson } = entry;
  return {
    producer_id: ids.producerId,
    course_id: ids.courseId,
    module_id: ids.moduleId,
    title: lesson.title,
    position: entry.position,
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

export function taskRow({ position, task }: FlatCourseTree['tasks'][number], ids: { producerId: string; lessonId: number }) {
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

/** The ids of every level, by flat index. */
export interface FlatIds {
  moduleIds: number[];
  lessonIds: number[];
  taskIds: number[];
  trackIds: number[];
  cardIds: number[];
}

/** Regroups the flat ids into writeCourse's answer, one per course in input order. */
export function assembleWritten(courseIds: readonly string[], tree: FlatCourseTree, ids: FlatIds): WrittenCourse[] {
  const written: WrittenCourse[] = courseIds.map((uuid) => ({ uuid, modules: [] }));
  const lessonsOut: WrittenCourse['modules'][number]['lessons'][number][] = [];
  const modulesOut = tree.modules.map(({ course }, index) => {
    const module = { id: ids.moduleIds[index] ?? 0, lessons: [] as (typeof lessonsOut)[number][] };
    written[course]?.modules.push(module);
    return module;
  });
  tree.lessons.forEach(({ module }, index) => {
    const lesson = { id: ids.lessonIds[index] ?? 0, taskIds: [], trackIds: [], cardIds: [] };
    lessonsOut.push(lesson);
    modulesOut[module]?.lessons.push(lesson);
  });
  tree.tasks.forEach(({ lesson }, index) => lessonsOut[lesson]?.taskIds.push(ids.taskIds[index] ?? 0));
  const trackCards = tree.tracks.map(({ lesson }, index) => {
    const cards: number[] = [];
    lessonsOut[lesson]?.trackIds.push(ids.trackIds[index] ?? 0);
    lessonsOut[lesson]?.cardIds.push(cards);
    return cards;
  });
  tree.cards.forEach(({ track }, index) => trackCards[track]?.push(ids.cardIds[index] ?? 0));
  return written;
}
