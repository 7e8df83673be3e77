import type { NewCourseRow } from '../../schema/index.ts';
import type { WrittenCourse } from '../../../modules/courses/course-writer.ts';
import type { CourseToWrite, FlatCourseTree } from './course-tree.ts';
import { courseValues, lessonValues, taskValues } from '../../../modules/courses/course-rows.ts';

/** The course row writeCourse would insert, with a client-side id (so no RETURNING is needed to link children). */
export function courseRow({ producerId, course, publishedAt }: CourseToWrite, id: string): NewCourseRow {
  return { id, ...courseValues(producerId, course), ...(publishedAt ? { published_at: publishedAt } : {}) };
}

export function lessonRow(
  entry: FlatCourseTree['lessons'][number],
  ids: { producerId: string; courseId: string; moduleId: number },
) {
  const transcript = entry.lesson.transcript;
  return { ...lessonValues(ids, entry.lesson, entry.position), transcript: transcript ? [...transcript] : null };
}

export function taskRow(
  { position, task }: FlatCourseTree['tasks'][number],
  ids: { producerId: string; lessonId: number },
) {
  return taskValues(ids, task, position);
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
