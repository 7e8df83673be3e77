import { planCreatedSchema, type CreatePlanRequest, type PlanSummary } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { plannerKeys } from './query-keys.ts';

/** POST /api/planner/plans: the onboarding's answers; the new plan becomes the active one (201 { plan }). */
export async function postPlan(body: CreatePlanRequest): Promise<PlanSummary> {
  const { plan } = await apiRequest('/api/planner/plans', { method: 'POST', body, schema: planCreatedSchema });
  return plan;
}

/** Creates the plan, keeps its summary under its key and makes every other planner read (today, history) stale. */
export function useCreatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postPlan,
    onSuccess: (plan) => {
      void client.invalidateQueries({ queryKey: plannerKeys.all });
      client.setQueryData(plannerKeys.summary(plan.id), plan);
    },
  });
}
