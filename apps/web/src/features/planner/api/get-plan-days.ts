import { daysResponseSchema, type PlanDay } from '@members/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { plannerKeys } from './query-keys.ts';

/** GET /api/planner/plans/:id/days?from&to: every day of the range (at most 62) with its load and activities. */
export async function getPlanDays(id: number, from: string, to: string, signal?: AbortSignal): Promise<PlanDay[]> {
  const answer = await apiRequest(`/api/planner/plans/${id}/days`, {
    query: { from, to },
    schema: daysResponseSchema,
    signal,
  });
  return answer.days;
}

export const planDaysQueryOptions = (id: number, from: string, to: string) =>
  queryOptions({
    queryKey: plannerKeys.days(id, from, to),
    queryFn: ({ signal }) => getPlanDays(id, from, to, signal),
    // Read by the activities route's loader while the page loads: fresh when the page mounts, not asked again.
    staleTime: 5_000,
  });

/** The days of a range; while the next week or month loads, the previous one stays on screen. */
export const usePlanDays = (id: number, from: string, to: string) =>
  useQuery({ ...planDaysQueryOptions(id, from, to), placeholderData: keepPreviousData });
