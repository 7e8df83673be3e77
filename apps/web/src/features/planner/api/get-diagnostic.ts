import { diagnosticSchema, type PlannerDiagnostic } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { plannerKeys } from './query-keys.ts';

/** GET /api/planner/diagnostic: about 20 questions across the grande áreas, without their answers. */
export function getPlannerDiagnostic(signal?: AbortSignal): Promise<PlannerDiagnostic> {
  return apiRequest('/api/planner/diagnostic', { schema: diagnosticSchema, signal });
}

/** The questions stay the same while the learner answers them (no refetch on focus or remount). */
export const plannerDiagnosticQueryOptions = () =>
  queryOptions({
    queryKey: plannerKeys.diagnostic(),
    queryFn: ({ signal }) => getPlannerDiagnostic(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePlannerDiagnostic = (enabled = true) => useQuery({ ...plannerDiagnosticQueryOptions(), enabled });
