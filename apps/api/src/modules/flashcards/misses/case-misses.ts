import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { studyDayStart } from '../study-day.ts';
import { upsertCaseMisses } from './case-misses.repository.ts';

export interface CaseMisses {
  /** Options of a clinical case the learner missed (an essential step) or took (a harmful choice). */
  caseOptionIds: readonly number[];
  /** The case's first subject (retention by subject); null when it has none. */
  categoryId: number | null;
  at: Date;
}

/**
 * Puts a finished clinical case's misses into the learner's memory (the one review queue, issue 14/15): each
 * option an item, due at the start of the next study day (never today, as the question misses); an item the
 * learner had for that option before (removed, resolved or still there) is revived, due then. One statement;
 * pass the finishing transaction.
 */
export async function recordCaseMisses(db: Database, learner: Learner, misses: CaseMisses): Promise<void> {
  const due = studyDayStart(misses.at, 1);
  await upsertCaseMisses(
    db,
    [...new Set(misses.caseOptionIds)].map((caseOptionId) => ({
      producerId: learner.producerId,
      userId: learner.userId,
      caseOptionId,
      categoryId: misses.categoryId,
      missedAt: misses.at,
      due,
    })),
  );
}
