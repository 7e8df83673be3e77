import type { CaseOverview } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { selectPerformanceBySubjectRoot } from '../../questions/answers/performance.repository.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import { cachedCaseCatalog } from './case-catalog.cache.ts';
import type { CatalogCase } from './case-catalog.ts';
import { selectPeerFigures } from './case-catalog.repository.ts';
import { caseSummary, type LearnerCaseState } from './case-summary.ts';
import { learnerCaseStates } from './learner-case-states.ts';

const suggestedLimit = 6;
const finishedLimit = 20;

const time = (date: Date | null) => date?.getTime() ?? 0;
const newestFirst = (a: CatalogCase, b: CatalogCase) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

type Reason = CaseOverview['suggested'][number]['reason'];

/**
 * Up to `suggestedLimit` cases never started: first those under the grandes áreas where the learner's question
 * accuracy is lowest (as /questoes's performance computes it: per root of each answered question's deepest
 * subject), newest first within one; then the newest others, with reason null (also all of them when the
 * learner has answered nothing).
 */
async function suggestions(
  db: Database,
  learner: Learner,
  fresh: readonly CatalogCase[],
): Promise<{ item: CatalogCase; reason: Reason }[]> {
  const [tallies, categories] = await Promise.all([
    selectPerformanceBySubjectRoot(db, learner.producerId, learner.userId),
    cachedCategoryCatalog(db, learner.producerId),
  ]);
  const weakest = tallies
    .map((row) => ({ root: Number(row.root), answered: Number(row.answered), correct: Number(row.correct) }))
    .filter((row) => row.answered > 0 && categories.byId.has(row.root))
    .sort((a, b) => a.correct / a.answered - b.correct / b.answered || b.answered - a.answered || a.root - b.root);
  const byAge = [...fresh].sort(newestFirst);
  const picked: { item: CatalogCase; reason: Reason }[] = [];
  const taken = new Set<number>();
  for (const tally of weakest) {
    const category = categories.byId.get(tally.root);
    if (!category) continue;
    const subject = { id: category.id, desc: category.desc };
    const accuracy = Math.round((tally.correct / tally.answered) * 100);
    for (const item of byAge.filter((candidate) => candidate.underNodes.has(tally.root) && !taken.has(candidate.id))) {
      if (picked.length >= suggestedLimit) return picked;
      picked.push({ item, reason: { subject, accuracy_pct: accuracy } });
      taken.add(item.id);
    }
  }
  for (const item of byAge.filter((candidate) => !taken.has(candidate.id)).slice(0, suggestedLimit - picked.length))
    picked.push({ item, reason: null });
  return picked.slice(0, suggestedLimit);
}

/** The learner's page: cases in progress, suggested and finished, and the totals. */
export async function caseOverview(db: Database, learner: Learner): Promise<CaseOverview> {
  const [catalog, states] = await Promise.all([
    cachedCaseCatalog(db, learner.producerId),
    learnerCaseStates(db, learner),
  ]);
  const stateOf = (item: CatalogCase): LearnerCaseState | undefined => states.get(item.id);
  const inProgress = catalog.cases
    .filter((item) => stateOf(item)?.status === 'in_progress')
    .sort((a, b) => time(stateOf(b)?.openActivityAt ?? null) - time(stateOf(a)?.openActivityAt ?? null) || b.id - a.id);
  const finishedAll = catalog.cases
    .filter((item) => stateOf(item)?.bestScore != null)
    .sort((a, b) => time(stateOf(b)?.lastFinishedAt ?? null) - time(stateOf(a)?.lastFinishedAt ?? null) || b.id - a.id);
  const finished = finishedAll.slice(0, finishedLimit);
  const suggested = await suggestions(
    db,
    learner,
    catalog.cases.filter((item) => !states.has(item.id)),
  );
  const shownIds = new Set([...inProgress, ...finished, ...suggested.map(({ item }) => item)].map((item) => item.id));
  const peers = await selectPeerFigures(db, learner.producerId, [...shownIds]);
  const summary = (item: CatalogCase) => caseSummary(item, stateOf(item), peers.get(item.id));
  return {
    in_progress: inProgress.map(summary),
    suggested: suggested.map(({ item, reason }) => ({ ...summary(item), reason })),
    finished: finished.map(summary),
    totals: { published: catalog.cases.length, in_progress: inProgress.length, finished: finishedAll.length },
  };
}
