import type { QueryClient } from '@tanstack/react-query';
import { caseOverviewQueryOptions } from '../features/clinical-cases/api/get-overview.ts';

/** /casos-clinicos' read (app/route-tree/prefetch-reads.ts): the overview, alongside the page's chunk. */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(caseOverviewQueryOptions());
}
