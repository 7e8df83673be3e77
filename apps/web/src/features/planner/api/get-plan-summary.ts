import { planSummarySchema, type PlanSummary } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { plannerKeys } from './query-keys.ts';

/** GET /api/planner/plans/:id: the plan's dates, totals, coverage, shares, left-out work and latest re-plan. */
export function getPlanSummary(id: number, signal?: AbortSignal): Promise<PlanSummary> {
  return apiRequest(`/api/planner/plans/${id}`, { schema: planSummarySchema, signal });
}

export const planSummaryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: plannerKeys.summary(id),
    queryFn: ({ signal }) => getPlanSummary(id, signal),
    // Read by the activities route's loader while the page loads: fresh when the page mounts, not asked again.
    staleTime: 5_000,
  });

export const usePlanSummary = (id: number) => useQuery(planSummaryQueryOptions(id));
