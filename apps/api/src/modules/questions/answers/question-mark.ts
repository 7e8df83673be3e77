import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { visibleQuestion } from '../bank.cache.ts';
import { forgetLearnerBits } from '../facets/learner-bits.cache.ts';
import { upsertMark } from './answers.repository.ts';

export interface MarkChange {
  marked: boolean;
  /** Undefined keeps the note; null (or blank) clears it. */
  note?: string | null | undefined;
}

/** Marks the question for review (or not) and sets the learner's note (forgetting their cached marked bits); 404 for a question the learner cannot see. */
export async function markQuestion(db: Database, learner: Learner, questionId: number, change: MarkChange) {
  await visibleQuestion(db, learner.producerId, questionId);
  const note = change.note === undefined ? undefined : change.note || null;
  const row = await upsertMark(db, learner.userId, questionId, change.marked, note);
  forgetLearnerBits(db, learner.userId);
  return { question_id: questionId, marked: row.marked, note: row.note };
}
