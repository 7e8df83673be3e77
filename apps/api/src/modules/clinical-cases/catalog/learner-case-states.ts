import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { selectLearnerCases, type LearnerCaseRow } from './case-catalog.repository.ts';
import type { LearnerCaseState } from './case-summary.ts';

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/** A learner's standing on one case, from its aggregated row. */
export function learnerCaseState(row: LearnerCaseRow): LearnerCaseState {
  return {
    status: row.open_attempt_id === null ? 'finished' : 'in_progress',
    attemptId: row.open_attempt_id === null ? null : Number(row.open_attempt_id),
    stageReached: row.open_stage,
    openActivityAt: dateOrNull(row.open_activity_at),
    bestScore: row.best_score,
    lastFinishedAt: dateOrNull(row.last_finished_at),
  };
}

/** The learner's standing on every case of the producer they ever started, by case id (one grouped query). */
export async function learnerCaseStates(db: Database, learner: Learner): Promise<Map<number, LearnerCaseState>> {
  const rows = await selectLearnerCases(db, learner.producerId, learner.userId);
  return new Map(rows.map((row) => [row.case_id, learnerCaseState(row)]));
}
