import type { PlanSummary } from '@members/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { usePlanDays } from '../../api/get-plan-days.ts';
import { usePlanDateFormat } from '../../shared/plan-date-format.ts';
import { addDays, addMonths, clampRange, monthGrid, weekStart } from './calendar-dates.ts';
import { MonthGrid } from './month-grid.tsx';
import { useMediaQuery } from './use-media-query.ts';
import { WeekList } from './week-list.tsx';

/** From this width on the calendar shows a month; below, a week. */
export const desktopQuery = '(min-width: 1024px)';

/** The dates a view shows around `anchor`: its week (Sunday to Saturday) or its month's whole weeks. */
function viewRange(anchor: string, month: boolean) {
  if (month) return monthGrid(anchor);
  const from = weekStart(anchor);
  return { from, to: addDays(from, 6) };
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);

/** The day the calendar opens on: today, kept inside the plan. */
function firstAnchor(summary: PlanSummary): string {
  if (summary.today < summary.start_date) return summary.start_date;
  return summary.today > summary.exam_date ? summary.exam_date : summary.today;
}

/** The plan's days: a week on a phone, a month on a desktop, with the way to the weeks or months around. */
export function PlanCalendar({ summary }: { summary: PlanSummary }) {
  const { t } = useTranslation();
  const formatDate = usePlanDateFormat();
  const month = useMediaQuery(desktopQuery);
  const [anchor, setAnchor] = useState(() => firstAnchor(summary));
  const range = viewRange(anchor, month);
  const inPlan = clampRange(range.from, range.to, summary.start_date, summary.exam_date);
  const fetched = inPlan ?? { from: summary.start_date, to: summary.start_date };
  const days = usePlanDays(summary.id, fetched.from, fetched.to);
  const move = (step: number) => setAnchor(month ? addMonths(anchor, step) : addDays(weekStart(anchor), step * 7));
  const monthTitle = formatDate(anchor, 'monthYear');
  const title = month
    ? monthTitle.charAt(0).toLocaleUpperCase() + monthTitle.slice(1)
    : t('planner.plan.calendar.week', {
        from: formatDate(range.from, 'dayMonth'),
        to: formatDate(range.to, 'dayMonth'),
      });
  return (
    <section aria-labelledby="plan-calendar-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-calendar-title" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          {t('planner.plan.calendar.title')}
        </h2>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            aria-label={t(month ? 'planner.plan.calendar.previousMonth' : 'planner.plan.calendar.previousWeek')}
            disabled={range.from <= summary.start_date}
            onClick={() => move(-1)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <p aria-live="polite" className="min-w-32 text-center text-sm font-semibold text-gray-900 dark:text-gray-50">
            {title}
          </p>
          <Button
            variant="ghost"
            aria-label={t(month ? 'planner.plan.calendar.nextMonth' : 'planner.plan.calendar.nextWeek')}
            disabled={range.to >= summary.exam_date}
            onClick={() => move(1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      {days.isPending ? (
        <Skeleton className={month ? 'h-[36rem]' : 'h-96'} />
      ) : days.isError ? (
        <LoadErrorPanel
          title={t('planner.plan.calendar.loadFailed')}
          error={days.error}
          onRetry={() => void days.refetch()}
        />
      ) : month ? (
        <MonthGrid
          planId={summary.id}
          from={maxDate(range.from, weekStart(summary.start_date))}
          to={minDate(range.to, addDays(weekStart(summary.exam_date), 6))}
          month={anchor.slice(0, 7)}
          days={inPlan ? days.data : []}
        />
      ) : (
        <WeekList planId={summary.id} days={inPlan ? days.data : []} />
      )}
    </section>
  );
}
