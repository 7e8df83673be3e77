import type { PlanDay } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { cn } from '../../../../components/ui/cn.ts';
import { formatPlanMinutes } from '../../shared/plan-minutes.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { usePlanDateFormat } from '../../shared/plan-date-format.ts';
import { shownStateOf, stateIcons, stateTones } from './day-state.ts';
import { LoadBar } from './load-bar.tsx';

export interface DayCellProps {
  planId: number;
  day: PlanDay;
  /** `row`: a line of the week view (phone); `tile`: a square of the month grid (desktop). */
  look: 'row' | 'tile';
}

/** One plan day: its date, state (icon and text), activities, load against its time; it opens the day's activities. */
export function DayCell({ planId, day, look }: DayCellProps) {
  const { t } = useTranslation();
  const formatDate = usePlanDateFormat();
  const state = shownStateOf(day);
  const Icon = stateIcons[state];
  const load = t('planner.plan.calendar.load', {
    planned: formatPlanMinutes(day.planned_minutes),
    available: formatPlanMinutes(day.available_minutes),
  });
  const doneText =
    day.done_minutes > 0 ? t('planner.plan.calendar.done', { done: formatPlanMinutes(day.done_minutes) }) : '';
  const tile = look === 'tile';
  const count =
    day.activities.length > 0 ? t('planner.plan.calendar.activities', { count: day.activities.length }) : '';
  const hasTime = day.available_minutes > 0 || day.planned_minutes > 0;
  // On a tile only the count shows; the load is read out (and shown by the bar).
  const loadParts = [hasTime ? load : '', doneText].filter(Boolean);
  const loadText = loadParts.length > 0 ? `${count ? ' · ' : ''}${loadParts.join(' · ')}` : '';
  return (
    <Link
      to="/planner/$id/activities"
      params={{ id: String(planId) }}
      search={{ dia: day.date }}
      data-testid="plan-day"
      data-state={state}
      className={cn(
        'flex h-full flex-col gap-1.5 rounded-lg border bg-white p-2 hover:border-gray-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:bg-gray-900 dark:focus-visible:outline-white',
        day.state === 'today' ? 'border-(--brand-primary) border-2' : 'border-gray-200 dark:border-gray-800',
        tile ? 'min-h-24 text-xs' : 'min-h-16 p-3 text-sm',
      )}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-1">
        <span className="font-semibold text-gray-900 capitalize dark:text-gray-50">
          <span className="sr-only">{formatDate(day.date, 'long')}</span>
          <span aria-hidden="true">
            {tile
              ? day.date.endsWith('-01')
                ? formatDate(day.date, 'dayMonth')
                : Number(day.date.slice(8, 10))
              : `${formatDate(day.date, 'weekdayShort')} ${formatDate(day.date, 'dayMonth')}`}
          </span>
        </span>
        {day.review_period ? (
          <span className="rounded bg-violet-100 px-1.5 py-0.5 font-medium text-violet-900 dark:bg-violet-950 dark:text-violet-100">
            {t('planner.plan.calendar.review')}
          </span>
        ) : null}
      </span>
      <span className={cn('flex items-center gap-1 font-medium', stateTones[state])}>
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {t(`planner.plan.calendar.states.${state}`)}
      </span>
      {count || loadText ? (
        <span className="text-gray-700 dark:text-gray-300">
          {count}
          {tile ? <span className="sr-only">{loadText}</span> : loadText}
        </span>
      ) : null}
      {hasTime ? <LoadBar day={day} /> : null}
    </Link>
  );
}
