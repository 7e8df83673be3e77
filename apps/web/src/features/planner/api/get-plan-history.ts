import { planHistorySchema } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { plannerKeys } from './query-keys.ts';

/** GET /api/planner/plans: the learner's plans, newest first (the active one and the archived history). */
export async function getPlanHistory(signal?: AbortSignal) {
  const answer = await apiRequest('/api/planner/plans', { schema: planHistorySchema, signal });
  return answer.plans;
}

export const planHistoryQueryOptions = () =>
  queryOptions({ queryKey: plannerKeys.history(), queryFn: ({ signal }) => getPlanHistory(signal) });

export const usePlanHistory = () => useQuery(planHistoryQueryOptions());
