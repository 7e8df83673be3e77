import type { Lesson } from '@members/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { lessons } from '../../db/schema/index.ts';
import { notFoundError } from '../../errors/common.errors.ts';
import type { Learner } from './learner.ts';
import { openLesson } from './lesson-gate.ts';
import { toLesson } from './lesson-mappers.ts';
import { loadLessonExtras, selectLessons } from './lesson-queries.ts';

/** One lesson for the player; 404 when not the producer's, 403 when the learner cannot open it. */
export async function lessonDetail(db: Database, learner: Learner, lessonId: number): Promise<Lesson> {
  const { course } = await openLesson(db, learner, lessonId);
  const [[row], extras] = await Promise.all([
    selectLessons(db, learner.producerId, learner.userId, eq(lessons.id, lessonId)),
    loadLessonExtras(db, learner.producerId, learner.userId, [lessonId]),
  ]);
  if (!row) throw notFoundError('No such lesson');
  return toLesson(row, extras, { kind: course.kind, courseUuid: course.id, canOpen: true });
}
