import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { memoryItems, questionCategories, questions } from '../../../db/schema/index.ts';
import type { Learner } from '../../../plugins/learner.ts';

/** The learner's missed questions still in the notebook (not removed, not resolved), the latest miss first. */
export function selectNotebookRows(db: Database, learner: Learner) {
  return db
    .select({
      question_id: sql<number>`${memoryItems.question_id}`.mapWith(Number),
      statement: questions.statement,
      subject_path: questionCategories.path,
      missed_at: memoryItems.missed_at,
      missed_in: memoryItems.missed_in,
      due: memoryItems.due,
      lapses: memoryItems.lapses,
    })
    .from(memoryItems)
    .innerJoin(
      questions,
      and(eq(questions.id, memoryItems.question_id), eq(questions.producer_id, memoryItems.producer_id)),
    )
    .leftJoin(questionCategories, eq(questionCategories.id, memoryItems.category_id))
    .where(
      and(
        eq(memoryItems.user_id, learner.userId),
        eq(memoryItems.producer_id, learner.producerId),
        isNotNull(memoryItems.question_id),
        isNull(memoryItems.removed_at),
        isNull(memoryItems.resolved_at),
      ),
    )
    .orderBy(desc(memoryItems.missed_at), desc(memoryItems.id));
}

/** Takes the question out of the learner's notebook (kept removed when it was); false: the learner has no such item. */
export async function markRemoved(db: Database, learner: Learner, questionId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(memoryItems)
    .set({ removed_at: sql`coalesce(${memoryItems.removed_at}, ${at.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(memoryItems.user_id, learner.userId),
        eq(memoryItems.producer_id, learner.producerId),
        eq(memoryItems.question_id, questionId),
      ),
    )
    .returning({ id: memoryItems.id });
  return rows.length > 0;
}
