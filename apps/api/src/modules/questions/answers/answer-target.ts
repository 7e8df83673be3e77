import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedQuestionTracks } from '../bank.cache.ts';
import { learnerPracticeSession } from '../practice/practice-session.cache.ts';
import { answerTargetInvalidError, practiceSessionNotFoundError, trackNotFoundError } from '../questions.errors.ts';

/** Where an answer was given: a practice session, a track, or loose practice (neither). */
export interface AnswerTarget {
  mode: 'practice' | 'track';
  practiceSessionId: number | null;
  trackId: number | null;
}

/**
 * The mode from the ids the answer names; the session must be the learner's and the track the producer's, and
 * either must hold the question (404 otherwise, as for an unknown id). Both read from per-process caches.
 */
export async function answerTarget(
  db: Database,
  learner: Learner,
  questionId: number,
  ids: { practice_session_id?: number | undefined; track_id?: number | undefined },
): Promise<AnswerTarget> {
  const { practice_session_id: sessionId, track_id: trackId } = ids;
  if (sessionId !== undefined && trackId !== undefined) throw answerTargetInvalidError();
  if (sessionId !== undefined) {
    const session = await learnerPracticeSession(db, learner, sessionId);
    if (!session.question_ids.includes(questionId)) throw practiceSessionNotFoundError();
    return { mode: 'practice', practiceSessionId: sessionId, trackId: null };
  }
  if (trackId !== undefined) {
    const track = (await cachedQuestionTracks(db, learner.producerId)).find((row) => row.id === trackId);
    if (!track?.questionIds.includes(questionId)) throw trackNotFoundError();
    return { mode: 'track', practiceSessionId: null, trackId };
  }
  return { mode: 'practice', practiceSessionId: null, trackId: null };
}
