import type { RunState } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCaseContent } from '../case-content.cache.ts';
import { attemptNotFoundError } from '../clinical-cases.errors.ts';
import { readRunState } from './run-attempt.ts';
import { findOpenAttempt, insertOpenAttempt } from './run.repository.ts';

export interface StartedRun {
  /** False when the learner resumed the attempt in progress. */
  created: boolean;
  state: RunState;
}

/**
 * POST /api/clinical-cases/:id/attempts: resumes the learner's attempt in progress, or starts one (a practice one
 * after a finish: whether an attempt counts for peers is decided when it finishes). Two concurrent starts make one
 * attempt: the open unique index lets one insert win, the other resumes it.
 */
export async function startRun(db: Database, learner: Learner, caseId: number, now: Date): Promise<StartedRun> {
  const content = await cachedCaseContent(db, learner.producerId, caseId);
  const existing = await findOpenAttempt(db, learner, caseId);
  if (existing) return { created: false, state: await readRunState(db, content, existing) };
  const inserted = await insertOpenAttempt(db, learner, caseId, now);
  if (inserted) return { created: true, state: await readRunState(db, content, inserted) };
  const winner = await findOpenAttempt(db, learner, caseId);
  if (!winner) throw new Error(`the open attempt at clinical case ${caseId} vanished`);
  return { created: false, state: await readRunState(db, content, winner) };
}

/** GET /api/clinical-cases/:id/run: the attempt in progress; 404 `clinical_cases.attempt_not_found` without one. */
export async function currentRun(db: Database, learner: Learner, caseId: number): Promise<RunState> {
  const content = await cachedCaseContent(db, learner.producerId, caseId);
  const attempt = await findOpenAttempt(db, learner, caseId);
  if (!attempt) throw attemptNotFoundError();
  return readRunState(db, content, attempt);
}
