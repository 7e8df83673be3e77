import type { PlanDay } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { usePlanDateFormat } from '../shared/plan-date-format.ts';
import { formatPlanMinutes } from '../shared/plan-minutes.ts';
import type { ShownDay } from './logic/shown-day.ts';

const stepClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-white';

/** "Dia anterior" / "Próximo dia": a link to the neighbour, or a greyed mark at the plan's ends. */
function DayStep({ planId, to, direction }: { planId: number; to: string | null; direction: 'previous' | 'next' }) {
  const { t } = useTranslation();
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  const label = t(`planner.activities.${direction}Day`);
  // At the plan's ends there is nowhere to go: a place holder keeps the date centred.
  if (to === null) return <span aria-hidden="true" className="size-11 shrink-0" />;
  return (
    <Link
      to="/planner/$id/activities"
      params={{ id: String(planId) }}
      search={{ dia: to }}
      aria-label={label}
      title={label}
      className={stepClass}
    >
      <Icon aria-hidden="true" className="size-5" />
    </Link>
  );
}

export interface DayHeaderProps {
  planId: number;
  today: string;
  shown: ShownDay;
  day: PlanDay | undefined;
}

/** The day on screen, its neighbours, its load against its time ("1h45 de 2h") and how many activities are done. */
export function DayHeader({ planId, today, shown, day }: DayHeaderProps) {
  const { t } = useTranslation();
  const formatDate = usePlanDateFormat();
  const done = day?.activities.filter((activity) => activity.status === 'done').length ?? 0;
  const count = day?.activities.length ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <DayStep planId={planId} to={shown.previous} direction="previous" />
        <p className="flex-1 text-center">
          <span className="block font-semibold text-gray-900 first-letter:uppercase dark:text-gray-50">
            {shown.date === today ? t('planner.activities.today') : formatDate(shown.date, 'weekdayLong')}
          </span>
          <span className="block text-sm text-gray-700 dark:text-gray-300">{formatDate(shown.date, 'numeric')}</span>
        </p>
        <DayStep planId={planId} to={shown.next} direction="next" />
      </div>
      {day && count > 0 ? (
        <div className="flex flex-col gap-1.5">
          <p className="flex flex-wrap justify-between gap-x-4 text-sm text-gray-800 dark:text-gray-200">
            <span data-testid="day-load">
              {t('planner.activities.load', {
                planned: formatPlanMinutes(day.planned_minutes),
                available: formatPlanMinutes(day.available_minutes),
              })}
            </span>
            <span data-testid="day-done">{t('planner.activities.doneCount', { done, count })}</span>
          </p>
          <ProgressBar
            value={count === 0 ? 0 : (done / count) * 100}
            label={t('planner.activities.progressLabel')}
            valueText={t('planner.activities.doneCount', { done, count })}
          />
        </div>
      ) : null}
    </div>
  );
}
