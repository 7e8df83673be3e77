import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { apostilas, type ApostilaRow } from '../../db/schema/index.ts';

/** Every handout row of the producer's course: its own first, then those of lesson tasks, in creation order. */
export function courseApostilaRows(db: Database, producerId: string, courseId: string): Promise<ApostilaRow[]> {
  return db
    .select()
    .from(apostilas)
    .where(and(eq(apostilas.producer_id, producerId), eq(apostilas.course_id, courseId)))
    .orderBy(sql`${apostilas.task_id} is not null`, asc(apostilas.id));
}
