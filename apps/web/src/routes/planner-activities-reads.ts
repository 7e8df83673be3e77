import type { QueryClient } from '@tanstack/react-query';
import type { ReadsRoute } from '../app/route-tree/prefetch-reads.ts';
import { planDaysQueryOptions } from '../features/planner/api/get-plan-days.ts';
import { planSummaryQueryOptions } from '../features/planner/api/get-plan-summary.ts';
import { shownDay } from '../features/planner/activities/logic/shown-day.ts';
import { askedDayOf, planIdOf } from './planner-params.ts';

/**
 * /planner/{id}/activities' reads (app/route-tree/prefetch-reads.ts): the plan, then the day the page shows, which
 * the plan's dates decide (today without `?dia=`, the nearest plan day outside the plan). Without them the plan
 * was asked for once the page's chunks had run, and the day once the plan had come.
 */
export function prefetch(queryClient: QueryClient, { params, search }: ReadsRoute): void {
  const id = planIdOf(params.id ?? '');
  if (id === null) return;
  const asked = askedDayOf(typeof search.dia === 'string' ? search.dia : undefined);
  queryClient.fetchQuery(planSummaryQueryOptions(id)).then(
    (plan) => {
      const { date } = shownDay(asked, { today: plan.today, start: plan.start_date, exam: plan.exam_date });
      void queryClient.prefetchQuery(planDaysQueryOptions(id, date, date));
    },
    () => undefined,
  );
}
