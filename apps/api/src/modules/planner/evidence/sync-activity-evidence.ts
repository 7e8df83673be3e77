import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { studyDayKey, studyDayStart } from '../../flashcards/study-day.ts';
import { tickFinishedCases, tickSubmittedSimulados, tickWatchedLessons } from './content-evidence.repository.ts';
import type { EvidenceScope } from './evidence-scope.repository.ts';
import { tickAnsweredQuestions, tickDoneReviews } from './practice-evidence.repository.ts';

/** Days ahead whose pending activities are checked: work done ahead of the plan ticks them too. */
const daysAhead = 7;

/**
 * Ticks the plan's pending activities (days up to today + 7) whose work the learner did anywhere in the app: a lesson
 * watched, a question session answered, the day's reviews made, a case finished, a simulado handed in (issue 16).
 * Done by 'auto' at the time the work happened; activities ticked or skipped by hand are left alone. A few
 * set-based statements (one per kind), scoped to the learner's own active plan; idempotent.
 */
export async function syncActivityEvidence(db: Database, learner: Learner, planId: number, now: Date): Promise<void> {
  const scope: EvidenceScope = {
    planId,
    producerId: learner.producerId,
    userId: learner.userId,
    today: studyDayKey(now),
    horizon: studyDayKey(studyDayStart(now, daysAhead)),
    now,
  };
  await tickWatchedLessons(db, scope);
  await tickAnsweredQuestions(db, scope);
  await tickDoneReviews(db, scope);
  await tickFinishedCases(db, scope);
  await tickSubmittedSimulados(db, scope);
}
