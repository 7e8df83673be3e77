import { planSummarySchema } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { plannerKeys } from './query-keys.ts';

/** POST /api/planner/plans/:id/replan: "Reajustar agora"; the answer is the re-planned summary. */
export function postReplan(id: number) {
  return apiRequest(`/api/planner/plans/${id}/replan`, { method: 'POST', schema: planSummarySchema });
}

/** Re-plans now; the plan's reads and home's today refetch. */
export function useReplan(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postReplan(id),
    onSuccess: async (summary) => {
      client.setQueryData(plannerKeys.summary(id), summary);
      await Promise.all([
        client.invalidateQueries({ queryKey: plannerKeys.plan(id) }),
        client.invalidateQueries({ queryKey: plannerKeys.today() }),
      ]);
    },
  });
}
