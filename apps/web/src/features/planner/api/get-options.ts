import { plannerOptionsSchema, type PlannerOptions } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { plannerKeys } from './query-keys.ts';

/** GET /api/planner/options: what the onboarding offers (institutions, areas, courses, counts, the active plan). */
export function getPlannerOptions(signal?: AbortSignal): Promise<PlannerOptions> {
  return apiRequest('/api/planner/options', { schema: plannerOptionsSchema, signal });
}

export const plannerOptionsQueryOptions = () =>
  queryOptions({ queryKey: plannerKeys.options(), queryFn: ({ signal }) => getPlannerOptions(signal) });

export const usePlannerOptions = () => useQuery(plannerOptionsQueryOptions());
