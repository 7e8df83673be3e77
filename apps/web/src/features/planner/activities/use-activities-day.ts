import { useQuery } from '@tanstack/react-query';
import { planDaysQueryOptions } from '../api/get-plan-days.ts';
import { planSummaryQueryOptions } from '../api/get-plan-summary.ts';

/** The plan: its dates (which days exist) and today. */
export const useActivitiesPlan = (planId: number) => useQuery(planSummaryQueryOptions(planId));

/**
 * One day of the plan with its activities (undefined when the answer does not hold it). Asked again when the learner
 * comes back to the tab (from a lesson, a practice session): the API's read ticks the work done elsewhere first.
 */
export const usePlanDay = (planId: number, date: string) =>
  useQuery({
    ...planDaysQueryOptions(planId, date, date),
    select: (days) => days.find((candidate) => candidate.date === date),
    // 'always': even within the few seconds the day stays fresh after the route's loader read it.
    refetchOnWindowFocus: 'always',
  });
