import type { RunState } from '@members/contract';
import { caseIdleCapSeconds } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { ClinicalCaseAttemptRow } from '../../../db/schema/index.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCaseContent } from '../case-content.cache.ts';
import type { CaseContent } from '../case-content.repository.ts';
import { attemptNotFoundError } from '../clinical-cases.errors.ts';
import { attemptDecisions, attemptResults, findAttempt, lockAttempt } from './run.repository.ts';
import { runState } from './run-state.ts';

/** What a write to an attempt works on, inside its transaction: the locked attempt and its case's content. */
export interface LockedAttempt {
  tx: Database;
  attempt: ClinicalCaseAttemptRow;
  content: CaseContent;
}

/**
 * Runs `write` in one transaction holding the learner's attempt row (SELECT … FOR UPDATE), so that concurrent
 * writes to one attempt (retries, two tabs, ten copies of one decision) go one at a time and each sees the
 * previous one's rows. 404 `clinical_cases.attempt_not_found` for another learner's or producer's attempt, and
 * 404 `clinical_cases.not_found` when its case is no longer published.
 */
export async function withLockedAttempt<T>(
  db: Database,
  learner: Learner,
  attemptId: number,
  write: (locked: LockedAttempt) => Promise<T>,
): Promise<T> {
  const found = await findAttempt(db, learner, attemptId);
  if (!found) throw attemptNotFoundError();
  // Read before the transaction: a cache miss reads with the app's db, which must not wait on this transaction.
  const content = await cachedCaseContent(db, learner.producerId, found.case_id);
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, learner, attemptId);
    if (!attempt) throw attemptNotFoundError();
    return write({ tx, attempt, content });
  });
}

/**
 * The working time after a write at `now`: the gap since the last activity, capped (a longer gap means the
 * learner left), is added; the activity moves to now.
 */
export function activityAt(attempt: ClinicalCaseAttemptRow, now: Date) {
  const gapSeconds = Math.floor((now.getTime() - attempt.last_activity_at.getTime()) / 1000);
  return {
    last_activity_at: now > attempt.last_activity_at ? now : attempt.last_activity_at,
    active_seconds: attempt.active_seconds + Math.min(Math.max(0, gapSeconds), caseIdleCapSeconds),
  };
}

/** The run state of an attempt as stored now (read with the transaction's view). */
export async function readRunState(
  db: Database,
  content: CaseContent,
  attempt: ClinicalCaseAttemptRow,
): Promise<RunState> {
  const decisions = await attemptDecisions(db, attempt.id);
  const results = await attemptResults(db, attempt.id);
  return runState({ content, attempt, decisions, results });
}
