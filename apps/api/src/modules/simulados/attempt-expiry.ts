import { SIMULADO_GRACE_SECONDS } from '@members/contract';
import type { Database } from '../../db/database.ts';
import { submitAttempt } from './attempt-submission.ts';
import { attemptById, dueAttemptIds, type AttemptRow } from './simulados.repository.ts';

const graceMs = SIMULADO_GRACE_SECONDS * 1000;

/** An unsubmitted attempt whose deadline and grace have both passed: the server submits it. */
export function isExpired(attempt: Pick<AttemptRow, 'deadline' | 'submitted_at'>, now: Date): boolean {
  return attempt.submitted_at === null && now.getTime() > attempt.deadline.getTime() + graceMs;
}

/** Whether an answer reaches the server in time: before the deadline, or made before it and sent within the grace. */
export function answerInTime(deadline: Date, answeredAt: Date, now: Date): boolean {
  if (now.getTime() <= deadline.getTime()) return true;
  return answeredAt.getTime() <= deadline.getTime() && now.getTime() <= deadline.getTime() + graceMs;
}

/** Lazy automatic submission: the attempt as it stands after submitting it if it expired. */
export async function settleAttempt(db: Database, attempt: AttemptRow, now: Date): Promise<AttemptRow> {
  if (!isExpired(attempt, now)) return attempt;
  return (await submitAttempt(db, attempt.id, { automatic: true, now })) ?? attemptById(db, attempt.id);
}

/** Submits expired attempts (of one learner, or of everyone when userId is null), oldest deadline first. */
export async function submitExpiredAttempts(
  db: Database,
  now: Date,
  userId: string | null = null,
  batch = 200,
): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMs);
  let submitted = 0;
  for (;;) {
    const due = await dueAttemptIds(db, cutoff, userId, batch);
    for (const id of due) if (await submitAttempt(db, id, { automatic: true, now })) submitted += 1;
    if (due.length < batch) return submitted;
  }
}
