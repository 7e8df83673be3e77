import type { PlannerToday } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { usePlannerToday } from '../api/get-today.ts';
import { TodayActivityRow } from './today-activity-row.tsx';

/** At most this many of today's activities on home; the rest are one link away. */
const homeActivityLimit = 5;

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg text-sm font-semibold text-gray-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-100 dark:focus-visible:outline-white';

/** Without an active plan: why a plan helps, and the way to the onboarding. */
function PlannerCallToAction() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="planner-cta-title"
      className="flex flex-col items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
      data-testid="planner-cta"
    >
      <h2
        id="planner-cta-title"
        className="flex items-center gap-2 text-lg font-semibold text-gray-900 dark:text-gray-50"
      >
        <CalendarDays aria-hidden="true" className="size-5" />
        {t('planner.today.cta.title')}
      </h2>
      <p className="max-w-prose text-gray-700 dark:text-gray-300">{t('planner.today.cta.text')}</p>
      <Button asChild>
        <Link to="/planner/onboarding">{t('planner.today.cta.action')}</Link>
      </Button>
    </section>
  );
}

/** Today in the active plan: its first activities with their open buttons, the rest and the plan a link away. */
function TodayInPlan({ plan, day }: { plan: NonNullable<PlannerToday['plan']>; day: PlannerToday['day'] }) {
  const { t } = useTranslation();
  const activities = day?.activities ?? [];
  const allDone = activities.length > 0 && activities.every((activity) => activity.status !== 'pending');
  const params = { id: String(plan.id) };
  const note = activities.length === 0 ? (day?.off ? 'offDay' : 'emptyDay') : allDone ? 'allDone' : null;
  return (
    <section
      aria-labelledby="planner-today-title"
      className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
      data-testid="planner-today"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id="planner-today-title"
          className="flex items-center gap-2 text-lg font-semibold text-gray-900 dark:text-gray-50"
        >
          <CalendarDays aria-hidden="true" className="size-5" />
          {t('planner.today.title')}
        </h2>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('planner.today.daysLeft', { count: plan.days_left })}
        </p>
      </div>
      {note ? <p className="text-gray-700 dark:text-gray-300">{t(`planner.today.${note}`)}</p> : null}
      {activities.length > 0 ? (
        <ul className="flex flex-col divide-y divide-gray-200 dark:divide-gray-800">
          {activities.slice(0, homeActivityLimit).map((activity) => (
            <li key={activity.id}>
              <TodayActivityRow planId={plan.id} activity={activity} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-x-6">
        {activities.length > 0 ? (
          <Link to="/planner/$id/activities" params={params} className={linkClass}>
            {t('planner.today.allActivities', { count: activities.length })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
        <Link to="/planner/$id" params={params} className={linkClass}>
          {t('planner.today.viewPlan')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Home's planner slot: today's activities when an active plan exists, else the onboarding call to action. Asked
 * once the page has painted (its own request); hidden while it loads and when it fails (home's other content stays).
 */
export function PlannerTodaySlot() {
  const today = usePlannerToday();
  if (!today.data) return null;
  if (!today.data.plan) return <PlannerCallToAction />;
  return <TodayInPlan plan={today.data.plan} day={today.data.day} />;
}
