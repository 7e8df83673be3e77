import type { Lesson } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import { cachedCourseContent, cachedLessonRatings } from '../content.cache.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCourseState } from '../learner.cache.ts';
import { openLesson } from './lesson-gate.ts';
import { toLesson } from './lesson-mappers.ts';
import { lessonsWithState } from '../catalog/module-detail.ts';

/** One lesson for the player, built like the module page's; 404 when not the producer's, 403 when locked. */
export async function lessonDetail(db: Database, learner: Learner, lessonId: number): Promise<Lesson> {
  const { course } = await openLesson(db, learner, lessonId);
  const [content, state, ratings] = await Promise.all([
    cachedCourseContent(db, learner.producerId, course.id),
    cachedCourseState(db, learner, course.id),
    cachedLessonRatings(db, course.id),
  ]);
  const { records, extras } = lessonsWithState(content, (lesson) => lesson.id === lessonId, state, ratings);
  const [row] = records;
  if (!row) throw notFoundError('No such lesson');
  return toLesson(row, extras, { kind: course.kind, courseUuid: course.id, canOpen: true });
}
