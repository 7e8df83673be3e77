import { activitySchema, type PlannerActivity, type PlannerActivityStatus } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/toast/show-toast.tsx';
import { cancelActivityReads, findCachedActivity, patchCachedActivity } from '../activities/logic/activity-cache.ts';
import { plannerKeys } from './query-keys.ts';

interface ActivityStatusChange {
  activityId: number;
  /** done: ticked by hand; pending: unticked; skipped. */
  status: PlannerActivityStatus;
}

/** PUT /api/planner/plans/:id/activities/:activityId { status }: the activity as it is now. */
export function putActivity(
  planId: number,
  activityId: number,
  status: PlannerActivityStatus,
): Promise<PlannerActivity> {
  return apiRequest(`/api/planner/plans/${planId}/activities/${activityId}`, {
    method: 'PUT',
    body: { status },
    schema: activitySchema,
  });
}

const byHand = (activity: PlannerActivity, status: PlannerActivityStatus): PlannerActivity => ({
  ...activity,
  status,
  done_by: status === 'done' ? 'manual' : null,
  done_at: status === 'done' ? new Date().toISOString() : null,
});

/**
 * Ticks, unticks or skips an activity: shown at once, rolled back with a toast when the call fails. Once the last
 * change settles, the plan's reads (days, totals, home's today) are asked again.
 */
export function useUpdateActivity(planId: number) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const mutationKey = [...plannerKeys.plan(planId), 'activity-status'];
  return useMutation({
    mutationKey,
    mutationFn: ({ activityId, status }: ActivityStatusChange) => putActivity(planId, activityId, status),
    onMutate: async ({ activityId, status }) => {
      await cancelActivityReads(client, planId);
      const previous = findCachedActivity(client, planId, activityId);
      patchCachedActivity(client, planId, activityId, (activity) => byHand(activity, status));
      return { previous };
    },
    onError: (error, { activityId }, context) => {
      const previous = context?.previous;
      if (previous) patchCachedActivity(client, planId, activityId, () => previous);
      showToast({ type: 'error', message: `${t('planner.activities.updateFailed')} ${translateError(t, error)}` });
    },
    onSuccess: (activity) => patchCachedActivity(client, planId, activity.id, () => activity),
    onSettled: async () => {
      // Another change still on its way would be overwritten by an answer read before it landed.
      if (client.isMutating({ mutationKey }) > 1) return;
      await Promise.all([
        client.invalidateQueries({ queryKey: plannerKeys.plan(planId) }),
        client.invalidateQueries({ queryKey: plannerKeys.today() }),
      ]);
    },
  });
}
