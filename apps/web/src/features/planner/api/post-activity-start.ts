import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { patchCachedActivity } from '../activities/logic/activity-cache.ts';

/** Loaded with the answer: home's today slot opens activities too, and zod stays out of home's chunk. */
function loadStartSchema() {
  const loading = import('./response-schemas.ts').then((schemas) => schemas.activityStartSchema);
  loading.catch(() => undefined); // a request that fails first leaves it unawaited: not an unhandled rejection
  return loading;
}

/**
 * POST /api/planner/plans/:id/activities/:activityId/start: the practice session of a question activity (made on
 * the first call, the same one after).
 */
export function postActivityStart(planId: number, activityId: number): Promise<{ practice_session_id: number }> {
  return apiRequest(`/api/planner/plans/${planId}/activities/${activityId}/start`, {
    method: 'POST',
    schema: loadStartSchema(),
  });
}

/** Starts a question activity; the session id joins the cached activity, so the next click opens it at once. */
export function useStartActivity(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => postActivityStart(planId, activityId),
    onSuccess: ({ practice_session_id }, activityId) =>
      patchCachedActivity(client, planId, activityId, (activity) =>
        activity.target.type === 'questions'
          ? { ...activity, target: { ...activity.target, practice_session_id } }
          : activity,
      ),
  });
}
