import type { PlanSummary } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Info } from 'lucide-react';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { usePlanDateFormat } from '../shared/plan-date-format.ts';
import { ActivitiesPlanNotFound, ActivitiesSkeleton, EmptyDay } from './activities-states.tsx';
import { ActivityItem } from './activity-item.tsx';
import { DayHeader } from './day-header.tsx';
import { shownDay } from './logic/shown-day.ts';
import { useActivitiesPlan, usePlanDay } from './use-activities-day.ts';

export interface ActivitiesPageProps {
  /** The plan's id from the address; null when it is no id at all (not found without asking). */
  planId: number | null;
  /** The day asked for (`?dia=`); today without one. */
  day: string | undefined;
}

/** Whether an error means "no such plan for this learner" (404: unknown, or another learner's or producer's). */
const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.code === 'common.validation_failed');

const noteClass =
  'flex items-start gap-2 rounded-lg bg-blue-50 p-3 text-sm text-blue-950 dark:bg-blue-950 dark:text-blue-50';

function DayActivities({ planId, plan, asked }: { planId: number; plan: PlanSummary; asked: string | undefined }) {
  const { t } = useTranslation();
  const formatDate = usePlanDateFormat();
  const shown = shownDay(asked, { today: plan.today, start: plan.start_date, exam: plan.exam_date });
  const day = usePlanDay(planId, shown.date);
  return (
    <>
      <DayHeader planId={planId} today={plan.today} shown={shown} day={day.data} />
      {plan.status === 'archived' ? (
        <p role="note" className={noteClass}>
          {t('planner.activities.archived')}
        </p>
      ) : null}
      {shown.outside ? (
        <p role="note" className={noteClass}>
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(`planner.activities.${shown.outside}`, { date: formatDate(shown.date, 'numeric') })}
        </p>
      ) : null}
      {day.isPending ? <ActivitiesSkeleton /> : null}
      {day.isError ? (
        <LoadErrorPanel
          title={t('planner.activities.loadFailed')}
          error={day.error}
          onRetry={() => void day.refetch()}
        />
      ) : null}
      {day.isSuccess && (day.data?.activities.length ?? 0) === 0 ? <EmptyDay off={day.data?.off ?? false} /> : null}
      {day.data && day.data.activities.length > 0 ? (
        <ol className="flex flex-col gap-3" aria-label={t('planner.activities.listLabel')}>
          {day.data.activities.map((activity) => (
            <li key={activity.id}>
              <ActivityItem
                planId={planId}
                activity={activity}
                today={plan.today}
                archived={plan.status === 'archived'}
              />
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

function LoadedActivities({ planId, day }: { planId: number; day: string | undefined }) {
  const { t } = useTranslation();
  const summary = useActivitiesPlan(planId);
  if (summary.isPending) return <ActivitiesSkeleton />;
  if (summary.isError) {
    if (isMissing(summary.error)) return <ActivitiesPlanNotFound />;
    return (
      <LoadErrorPanel
        title={t('planner.activities.loadFailed')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-50">{t('planner.activities.title')}</h1>
        <Link
          to="/planner/$id"
          params={{ id: String(planId) }}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-gray-800 underline underline-offset-2 dark:text-gray-100"
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('planner.activities.viewPlan')}
        </Link>
      </div>
      <DayActivities planId={planId} plan={summary.data} asked={day} />
    </>
  );
}

/** /planner/{id}/activities?dia=: a day's activities in order, each opening its work, ticked, unticked or skipped. */
export function ActivitiesPage({ planId, day }: ActivitiesPageProps) {
  return (
    <div className="flex flex-col gap-4 px-4 py-6">
      {planId === null ? <ActivitiesPlanNotFound /> : <LoadedActivities planId={planId} day={day} />}
    </div>
  );
}
