import {
  SUBJECT_CATEGORY_TYPE,
  type CaseCounts,
  type CaseDifficulty,
  type CaseDuration,
  type CaseListResponse,
  type CaseStatusFilter,
} from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import type { CategoryCatalog } from '../../questions/category-catalog.ts';
import { cachedCaseCatalog } from './case-catalog.cache.ts';
import { searchKey, type CaseCatalog } from './case-catalog.ts';
import { caseFacetCounts, matchesFilter, type CaseFilterTicks } from './case-filter.ts';
import { selectPeerFigures } from './case-catalog.repository.ts';
import { caseSummary, statusOf, type LearnerCaseState } from './case-summary.ts';
import { learnerCaseStates } from './learner-case-states.ts';

/** The filter as the routes parse it (caseFilterSchema / caseListQuerySchema). */
export interface CaseFilterInput {
  categories: readonly number[];
  difficulty: readonly CaseDifficulty[];
  duration: readonly CaseDuration[];
  status: readonly CaseStatusFilter[];
}

export interface CaseListInput extends CaseFilterInput {
  q?: string | undefined;
  page: number;
  per_page: number;
}

interface ListContext {
  catalog: CaseCatalog;
  states: Map<number, LearnerCaseState>;
  /** The producer's type-7 nodes, in tree order. */
  nodeIds: number[];
}

async function listContext(db: Database, learner: Learner): Promise<ListContext> {
  const [catalog, states, categories] = await Promise.all([
    cachedCaseCatalog(db, learner.producerId),
    learnerCaseStates(db, learner),
    cachedCategoryCatalog(db, learner.producerId),
  ]);
  return { catalog, states, nodeIds: subjectNodeIds(categories) };
}

/** The producer's type-7 nodes, in tree order. */
const subjectNodeIds = (categories: CategoryCatalog) =>
  categories.rows.filter((row) => row.type === SUBJECT_CATEGORY_TYPE).map((row) => row.id);

/** Ticked ids that are not the producer's type-7 nodes (unknown, another producer's) are ignored. */
function ticks(filter: CaseFilterInput, nodeIds: readonly number[]): CaseFilterTicks {
  const known = new Set(nodeIds);
  return { ...filter, categories: [...new Set(filter.categories)].filter((id) => known.has(id)) };
}

/** The published cases matching the filter and the title search, by position then id, one page of them. */
export async function caseList(db: Database, learner: Learner, input: CaseListInput): Promise<CaseListResponse> {
  const [catalog, categories] = await Promise.all([
    cachedCaseCatalog(db, learner.producerId),
    cachedCategoryCatalog(db, learner.producerId),
  ]);
  const filter = ticks(input, subjectNodeIds(categories));
  // Without a status tick the page does not depend on the learner: their state is read with the peers' figures.
  const statesFirst = filter.status.length ? await learnerCaseStates(db, learner) : null;
  const words = searchKey(input.q ?? '')
    .split(' ')
    .filter(Boolean);
  const matching = catalog.cases.filter(
    (item) =>
      matchesFilter(item, statusOf(statesFirst?.get(item.id)), filter) &&
      words.every((word) => item.titleKey.includes(word)),
  );
  const shown = matching.slice((input.page - 1) * input.per_page, input.page * input.per_page);
  const [states, peers] = await Promise.all([
    statesFirst ?? learnerCaseStates(db, learner),
    selectPeerFigures(
      db,
      learner.producerId,
      shown.map((item) => item.id),
    ),
  ]);
  return {
    page: input.page,
    total_pages: Math.ceil(matching.length / input.per_page),
    total_results: matching.length,
    results: shown.map((item) => caseSummary(item, states.get(item.id), peers.get(item.id))),
  };
}

/** Live counts of the filter: each subject node and each facet value given the other facets' ticks. */
export async function caseCounts(db: Database, learner: Learner, input: CaseFilterInput): Promise<CaseCounts> {
  const { catalog, states, nodeIds } = await listContext(db, learner);
  return caseFacetCounts(catalog.cases, (item) => statusOf(states.get(item.id)), ticks(input, nodeIds), nodeIds);
}
