import type { CaseDetail } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCaseContent } from '../case-content.cache.ts';
import { caseNotFoundError } from '../clinical-cases.errors.ts';
import { cachedCaseCatalog } from './case-catalog.cache.ts';
import { selectCaseAttempts, selectPeerFigures } from './case-catalog.repository.ts';
import { caseSummary } from './case-summary.ts';
import { learnerCaseStates } from './learner-case-states.ts';

/** A published case before starting: its summary, the kinds of its stages (no stage content) and the learner's attempts. */
export async function caseDetail(db: Database, learner: Learner, caseId: number): Promise<CaseDetail> {
  // The content read answers 404 for a draft, another producer's or a missing case.
  const content = await cachedCaseContent(db, learner.producerId, caseId);
  const [catalog, states, peers, attempts] = await Promise.all([
    cachedCaseCatalog(db, learner.producerId),
    learnerCaseStates(db, learner),
    selectPeerFigures(db, learner.producerId, [caseId]),
    selectCaseAttempts(db, learner.producerId, learner.userId, caseId),
  ]);
  const item = catalog.byId.get(caseId);
  // Both caches are forgotten together by case-writer.ts; another process's write may show in one first.
  if (!item) throw caseNotFoundError();
  return {
    ...caseSummary(item, states.get(caseId), peers.get(caseId)),
    stage_kinds: content.stages.map(({ stage }) => stage.kind),
    attempts: attempts.map((attempt) => ({
      id: Number(attempt.id),
      started_at: new Date(attempt.started_at).toISOString(),
      finished_at: attempt.finished_at === null ? null : new Date(attempt.finished_at).toISOString(),
      score: attempt.finished_at === null ? null : attempt.score,
      max_score: content.case.max_score,
      counts_for_peers: attempt.counts_for_peers,
    })),
  };
}
