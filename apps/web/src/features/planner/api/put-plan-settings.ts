import { planSummarySchema, type PlanSettings } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { plannerKeys } from './query-keys.ts';

/** PUT /api/planner/plans/:id/settings: exam date, hours per weekday, days off; the API re-plans and answers the summary. */
export function putPlanSettings(id: number, settings: PlanSettings) {
  return apiRequest(`/api/planner/plans/${id}/settings`, { method: 'PUT', body: settings, schema: planSummarySchema });
}

/** Saves the settings; every read of the plan (summary, days) and home's today refetch, since the days moved. */
export function useSavePlanSettings(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: PlanSettings) => putPlanSettings(id, settings),
    onSuccess: async (summary) => {
      client.setQueryData(plannerKeys.summary(id), summary);
      await Promise.all([
        client.invalidateQueries({ queryKey: plannerKeys.plan(id) }),
        client.invalidateQueries({ queryKey: plannerKeys.today() }),
      ]);
    },
  });
}
