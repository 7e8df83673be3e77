import { perDatabase } from '../../../cache/ttl-cache.ts';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { practiceSessionNotFoundError } from '../questions.errors.ts';
import { findLearnerPracticeSession, type PracticeSessionRow } from './practice-sessions.repository.ts';

/** A session never changes once drawn, so the answer call finds it here after the first time. */
const sessions = perDatabase<Database, PracticeSessionRow>({ ttlMs: 5 * 60_000, maxEntries: 20_000 });

/** The learner's own session (of the session's producer); 404 for anyone else's or an unknown id. */
export function learnerPracticeSession(db: Database, learner: Learner, sessionId: number): Promise<PracticeSessionRow> {
  const read = async () => {
    const row = await findLearnerPracticeSession(db, learner, sessionId);
    if (!row) throw practiceSessionNotFoundError();
    return row;
  };
  return sessions(db).read(`${learner.userId}:${sessionId}`, read);
}
