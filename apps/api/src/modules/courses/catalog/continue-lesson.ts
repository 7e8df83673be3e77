import { lessonLink, type ContentType } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { continueLessonRow } from './course-page.repository.ts';

/**
 * Where "Continuar" goes: the lesson of the course whose progress the learner saved last, else the first
 * lesson (module and lesson order); null when the course has no lessons.
 */
export async function continueLessonLink(
  db: Database,
  producerId: string,
  course: { id: string; kind: ContentType },
  userId: string,
): Promise<string | null> {
  const row = await continueLessonRow(db, producerId, course.id, userId);
  return row ? lessonLink(course.kind, course.id, row.module_id, row.lesson_id) : null;
}
