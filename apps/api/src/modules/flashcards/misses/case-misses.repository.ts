import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { memoryItems } from '../../../db/schema/index.ts';

export interface CaseMissRow {
  producerId: string;
  userId: string;
  caseOptionId: number;
  categoryId: number | null;
  missedAt: Date;
  due: Date;
}

/**
 * Upserts clinical-case misses (one item per learner and option, the case-option unique index): a new item is
 * FSRS-new; an existing one (reviewed, removed or resolved before) comes back into the queue, due as given, its
 * FSRS state kept. Rows go in (user, option) order, so concurrent upserts lock them in one order.
 */
export async function upsertCaseMisses(db: Database, misses: readonly CaseMissRow[]): Promise<void> {
  if (misses.length === 0) return;
  const ordered = [...misses].sort((a, b) => a.userId.localeCompare(b.userId) || a.caseOptionId - b.caseOptionId);
  await db
    .insert(memoryItems)
    .values(
      ordered.map((miss) => ({
        producer_id: miss.producerId,
        user_id: miss.userId,
        case_option_id: miss.caseOptionId,
        category_id: miss.categoryId,
        due: miss.due,
        missed_at: miss.missedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [memoryItems.user_id, memoryItems.case_option_id],
      targetWhere: sql`${memoryItems.case_option_id} is not null`,
      set: {
        removed_at: null,
        resolved_at: null,
        due: sql`excluded.due`,
        missed_at: sql`excluded.missed_at`,
        category_id: sql`coalesce(excluded.category_id, ${memoryItems.category_id})`,
      },
    });
}
