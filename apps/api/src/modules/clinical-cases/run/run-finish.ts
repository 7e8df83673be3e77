import type { RunState } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { recordCaseMisses } from '../../flashcards/misses/case-misses.ts';
import { scorePct } from '../case-scoring.ts';
import { stagesPendingError } from '../clinical-cases.errors.ts';
import { chosenOptions, missedOptionIds } from './finish-choices.ts';
import { activityAt, readRunState, withLockedAttempt } from './run-attempt.ts';
import {
  addPeerCounters,
  attemptDecisions,
  attemptResults,
  hasCountingAttempt,
  updateAttempt,
} from './run.repository.ts';

/**
 * POST /api/clinical-cases/attempts/:attemptId/finish: every stage committed (else 409 `stages_pending`), in one
 * transaction: the attempt is finished; the learner's first finished attempt at the case counts for peers (the
 * counting unique index keeps it one) and moves the case's and its chosen options' counters; the misses (essential
 * steps not taken, harmful ones taken) go to the learner's memory queue. Finishing a finished attempt answers its
 * state and changes nothing.
 */
export function finishRun(db: Database, learner: Learner, attemptId: number, now: Date): Promise<RunState> {
  return withLockedAttempt(db, learner, attemptId, async ({ tx, attempt, content }) => {
    if (attempt.finished_at !== null) return readRunState(tx, content, attempt);
    const results = await attemptResults(tx, attempt.id);
    const committed = new Set(results.map((result) => result.stage_id));
    if (content.stages.some(({ stage }) => !committed.has(stage.id))) throw stagesPendingError();
    const countsForPeers = !(await hasCountingAttempt(tx, learner.userId, content.case.id));
    const finished = await updateAttempt(tx, attempt.id, {
      ...activityAt(attempt, now),
      finished_at: now,
      counts_for_peers: countsForPeers,
    });
    const decisions = await attemptDecisions(tx, attempt.id);
    if (countsForPeers) {
      const pct = scorePct(finished.score, content.case.max_score);
      await addPeerCounters(tx, content.case.id, pct, chosenOptions(decisions));
    }
    await recordCaseMisses(tx, learner, {
      caseOptionIds: missedOptionIds(content, decisions),
      categoryId: content.categoryIds[0] ?? null,
      at: now,
    });
    return readRunState(tx, content, finished);
  });
}
