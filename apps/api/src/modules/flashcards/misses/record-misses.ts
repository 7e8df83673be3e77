import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { upsertMisses } from './misses.repository.ts';

export interface Miss {
  questionId: number;
  /** The question's deepest type-7 subject; omitted: read from its links. */
  categoryId?: number;
  missedIn: 'practice' | 'track' | 'simulado';
  at: Date;
}

/**
 * Puts questions the learner answered wrong into their memory (the error notebook, the FSRS queue): due at the
 * start of the next study day, never today (spec: one memory, issue 14). Pass only answers that count (an
 * annulled question counts as right; a simulado's answers at hand-in) and the transaction that records them when
 * there is one. One statement, whatever the number of misses; the latest miss of a question wins.
 */
export async function recordMisses(db: Database, learner: Learner, misses: readonly Miss[]): Promise<void> {
  const latest = new Map<number, Miss>();
  for (const miss of misses) {
    const seen = latest.get(miss.questionId);
    if (!seen || miss.at >= seen.at) latest.set(miss.questionId, miss);
  }
  if (latest.size === 0) return;
  await upsertMisses(
    db,
    [...latest.values()].map((miss) => ({
      producerId: learner.producerId,
      userId: learner.userId,
      questionId: miss.questionId,
      categoryId: miss.categoryId ?? null,
      missedIn: miss.missedIn,
      at: miss.at,
    })),
  );
}
