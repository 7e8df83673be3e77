import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { apostilas, courses, lessons, lessonTasks } from '../../../db/schema/index.ts';

/** What a download needs: the file, and what decides access (the course's products, the lesson's preview). */
export interface ApostilaDownload {
  file_name: string;
  file_key: string;
  content_type: string;
  product_codes: string[];
  purchase_url: string | null;
  /** True when the handout belongs to a task of a free-preview lesson; false for course handouts. */
  free_preview: boolean;
}

/** A handout of the producer (null when missing or another producer's). */
export async function findApostilaDownload(
  db: Database,
  producerId: string,
  apostilaId: number,
): Promise<ApostilaDownload | null> {
  const [row] = await db
    .select({
      file_name: apostilas.file_name,
      file_key: apostilas.file_key,
      content_type: apostilas.content_type,
      product_codes: courses.product_codes,
      purchase_url: courses.purchase_url,
      free_preview: lessons.free_preview,
    })
    .from(apostilas)
    .innerJoin(courses, and(eq(courses.id, apostilas.course_id), eq(courses.producer_id, producerId)))
    .leftJoin(lessonTasks, eq(lessonTasks.id, apostilas.task_id))
    .leftJoin(lessons, eq(lessons.id, lessonTasks.lesson_id))
    .where(and(eq(apostilas.id, apostilaId), eq(apostilas.producer_id, producerId)));
  return row ? { ...row, free_preview: row.free_preview ?? false } : null;
}

/** What streaming a lesson needs: its file, and what decides access. */
export interface LessonVideo {
  video_file_key: string | null;
  video_content_type: string | null;
  free_preview: boolean;
  product_codes: string[];
  purchase_url: string | null;
}

/** A lesson of the producer (null when missing or another producer's). */
export async function findLessonVideo(db: Database, producerId: string, lessonId: number): Promise<LessonVideo | null> {
  const [row] = await db
    .select({
      video_file_key: lessons.video_file_key,
      video_content_type: lessons.video_content_type,
      free_preview: lessons.free_preview,
      product_codes: courses.product_codes,
      purchase_url: courses.purchase_url,
    })
    .from(lessons)
    .innerJoin(courses, and(eq(courses.id, lessons.course_id), eq(courses.producer_id, producerId)))
    .where(and(eq(lessons.id, lessonId), eq(lessons.producer_id, producerId)));
  return row ?? null;
}
