import type { CasesInProgress } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { selectOpenAttempts } from './case-catalog.repository.ts';

/** The learner's open attempts on published cases, most recent first (one indexed query: home calls it). */
export async function casesInProgress(db: Database, learner: Learner): Promise<CasesInProgress> {
  const rows = await selectOpenAttempts(db, learner.producerId, learner.userId);
  return {
    items: rows.map((row) => ({
      case_id: row.case_id,
      title: row.title,
      attempt_id: Number(row.attempt_id),
      stage_reached: row.stage_reached,
      stage_count: row.stage_count,
      updated_at: new Date(row.updated_at).toISOString(),
    })),
  };
}
