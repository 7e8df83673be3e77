import {
  caseDifficulties,
  caseDurations,
  caseStatusFilters,
  type CaseCounts,
  type CaseDifficulty,
  type CaseDuration,
  type CaseStatusFilter,
} from '@members/contract';
import type { CatalogCase } from './case-catalog.ts';

/** A filter as parsed: ticked subject nodes (known type-7 ids only), difficulties, durations, statuses. */
export interface CaseFilterTicks {
  categories: readonly number[];
  difficulty: readonly CaseDifficulty[];
  duration: readonly CaseDuration[];
  status: readonly CaseStatusFilter[];
}

type Facet = keyof CaseFilterTicks;
const facets: readonly Facet[] = ['categories', 'difficulty', 'duration', 'status'];

/** Whether a case passes one facet: no tick passes everything; ticks are OR'ed (a node covers its subtree). */
function passes(item: CatalogCase, status: CaseStatusFilter, filter: CaseFilterTicks, facet: Facet): boolean {
  switch (facet) {
    case 'categories':
      return filter.categories.length === 0 || filter.categories.some((id) => item.underNodes.has(id));
    case 'difficulty':
      return filter.difficulty.length === 0 || filter.difficulty.includes(item.difficulty);
    case 'duration':
      return filter.duration.length === 0 || filter.duration.includes(item.duration);
    case 'status':
      return filter.status.length === 0 || filter.status.includes(status);
  }
}

/** Whether a case passes every facet (AND across facets), leaving out `except` when given. */
export function matchesFilter(
  item: CatalogCase,
  status: CaseStatusFilter,
  filter: CaseFilterTicks,
  except?: Facet,
): boolean {
  return facets.every((facet) => facet === except || passes(item, status, filter, facet));
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * Faceted counts, as the question bank's: `total` matches the whole filter; each subject node counts the cases in
 * its subtree that match the other facets (so ticking a node does not zero its siblings); each difficulty,
 * duration and status counts the cases matching the other facets and that value. `nodeIds`: every type-7 node.
 */
export function caseFacetCounts(
  cases: readonly CatalogCase[],
  statusOf: (item: CatalogCase) => CaseStatusFilter,
  filter: CaseFilterTicks,
  nodeIds: readonly number[],
): CaseCounts {
  const counts: CaseCounts = {
    total: 0,
    categories: Object.fromEntries(nodeIds.map((id) => [String(id), 0])),
    difficulty: zeros(caseDifficulties),
    duration: zeros(caseDurations),
    status: zeros(caseStatusFilters),
  };
  for (const item of cases) {
    const status = statusOf(item);
    const failing = facets.filter((facet) => !passes(item, status, filter, facet));
    if (failing.length > 1) continue;
    const only = failing[0];
    if (only === undefined) counts.total += 1;
    if (only === undefined || only === 'categories') {
      for (const id of item.underNodes) counts.categories[id] = (counts.categories[id] ?? 0) + 1;
    }
    if (only === undefined || only === 'difficulty') counts.difficulty[item.difficulty] += 1;
    if (only === undefined || only === 'duration') counts.duration[item.duration] += 1;
    if (only === undefined || only === 'status') counts.status[status] += 1;
  }
  return counts;
}
