import { calendarLinkSchema } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { plannerKeys } from './query-keys.ts';

/** POST /api/planner/plans/:id/calendar: a new private iCalendar feed URL; an older link stops working. */
export function createCalendarLink(id: number) {
  return apiRequest(`/api/planner/plans/${id}/calendar`, { method: 'POST', schema: calendarLinkSchema });
}

/** DELETE /api/planner/plans/:id/calendar: revokes the feed (204, no body to parse). */
export async function revokeCalendarLink(id: number): Promise<void> {
  await apiRequest(`/api/planner/plans/${id}/calendar`, { method: 'DELETE' });
}

export function useCreateCalendarLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarLink(id),
    onSuccess: () => client.invalidateQueries({ queryKey: plannerKeys.summary(id) }),
  });
}

export function useRevokeCalendarLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => revokeCalendarLink(id),
    onSuccess: () => client.invalidateQueries({ queryKey: plannerKeys.summary(id) }),
  });
}
