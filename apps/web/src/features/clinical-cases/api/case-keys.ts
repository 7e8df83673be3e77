import type { CaseDifficulty, CaseDuration, CaseStatusFilter } from '@members/contract';

/** A case list's query: the title search, the filter and the page (what GET /api/clinical-cases takes). */
export interface CaseListParams {
  q: string;
  categories: number[];
  difficulty: CaseDifficulty[];
  duration: CaseDuration[];
  status: CaseStatusFilter[];
  page: number;
}

/** The filter alone (POST /api/clinical-cases/counts). */
export type CaseFilterSelection = Omit<CaseListParams, 'q' | 'page'>;

/**
 * Query keys of the clinical cases: the learner's data, so under 'user' (cleared when another learner signs in).
 * A case's own keys (`[..., id, 'detail' | 'run' | 'debrief']`) are shared with the run page.
 */
export const caseKeys = {
  all: ['user', 'clinical-cases'] as const,
  overview: () => ['user', 'clinical-cases', 'overview'] as const,
  list: (params: CaseListParams) => ['user', 'clinical-cases', 'list', params] as const,
  counts: (filter: CaseFilterSelection) => ['user', 'clinical-cases', 'counts', filter] as const,
  inProgress: () => ['user', 'clinical-cases', 'in-progress'] as const,
  detail: (id: number) => ['user', 'clinical-cases', id, 'detail'] as const,
  debrief: (id: number, attempt: number | undefined) =>
    ['user', 'clinical-cases', id, 'debrief', attempt ?? 'latest'] as const,
};
