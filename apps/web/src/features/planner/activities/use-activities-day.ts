import { focusManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { planDaysQueryOptions } from '../api/get-plan-days.ts';
import { planSummaryQueryOptions } from '../api/get-plan-summary.ts';
import { plannerKeys } from '../api/query-keys.ts';

/**
 * The plan (its dates: which days exist). Coming back to the tab (from a lesson, a practice session) asks the plan
 * again, whose read ticks the work done elsewhere, and then the days on screen, which show the ticks.
 */
export function useActivitiesPlan(planId: number) {
  const client = useQueryClient();
  useEffect(
    () =>
      focusManager.subscribe((focused) => {
        if (!focused) return;
        void client
          .refetchQueries({ queryKey: plannerKeys.summary(planId), type: 'active' })
          .then(() => client.refetchQueries({ queryKey: [...plannerKeys.plan(planId), 'days'], type: 'active' }));
      }),
    [client, planId],
  );
  return useQuery(planSummaryQueryOptions(planId));
}

/** One day of the plan with its activities (undefined when the answer does not hold it). */
export const usePlanDay = (planId: number, date: string) =>
  useQuery({
    ...planDaysQueryOptions(planId, date, date),
    select: (days) => days.find((candidate) => candidate.date === date),
  });
