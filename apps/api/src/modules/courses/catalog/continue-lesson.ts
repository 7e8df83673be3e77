import { lessonLink, type ContentType } from '@members/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { courseModules, lessonProgress, lessons } from '../../../db/schema/index.ts';

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
  const [row] = await db
    .select({ lesson_id: lessons.id, module_id: lessons.module_id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.module_id))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lesson_id, lessons.id), eq(lessonProgress.user_id, userId)))
    .where(and(eq(lessons.producer_id, producerId), eq(lessons.course_id, course.id)))
    .orderBy(
      sql`${lessonProgress.updated_at} desc nulls last`,
      asc(courseModules.position),
      asc(lessons.position),
      asc(lessons.id),
    )
    .limit(1);
  return row ? lessonLink(course.kind, course.id, row.module_id, row.lesson_id) : null;
}
