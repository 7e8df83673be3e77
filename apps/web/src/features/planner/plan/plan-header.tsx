import type { PlanSummary } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { ListChecks, Plus, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/toast/show-toast.tsx';
import { useReplan } from '../api/post-replan.ts';
import { usePlanDateFormat } from '../shared/plan-date-format.ts';
import { SettingsDialog } from './settings/settings-dialog.tsx';

/** The exam, the days left, the plan's dates, and the page's actions (today's activities, settings, re-plan). */
export function PlanHeader({ summary }: { summary: PlanSummary }) {
  const { t } = useTranslation();
  const formatDate = usePlanDateFormat();
  const replan = useReplan(summary.id);
  const archived = summary.status === 'archived';
  const exams = summary.institutions.map((institution) => institution.desc).join(', ');
  const onReplan = () =>
    replan.mutate(undefined, {
      onSuccess: () => showToast({ message: t('planner.plan.replanned') }),
      onError: (error) => showToast({ message: translateError(t, error), type: 'error', duration: 6000 }),
    });
  return (
    <header className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold text-balance text-gray-900 md:text-3xl dark:text-gray-50">
        {t('planner.plan.title')}
      </h1>
      {exams ? <p className="text-gray-800 dark:text-gray-200">{t('planner.plan.exams', { exams })}</p> : null}
      <p className="text-lg font-semibold text-gray-900 dark:text-gray-50" data-testid="plan-days-left">
        {t('planner.plan.daysLeft', { count: summary.days_left })}
      </p>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('planner.plan.dates', { start: formatDate(summary.start_date), exam: formatDate(summary.exam_date) })}
      </p>
      {archived ? (
        <p className="rounded-lg bg-gray-100 p-3 text-sm text-gray-800 dark:bg-gray-800 dark:text-gray-200">
          {t('planner.plan.archived')}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/planner/$id/activities" params={{ id: String(summary.id) }}>
              <ListChecks aria-hidden="true" className="size-4" />
              {t('planner.plan.todayActivities')}
            </Link>
          </Button>
          <SettingsDialog summary={summary} />
          <Button variant="ghost" onClick={onReplan} disabled={replan.isPending}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('planner.plan.replanNow')}
          </Button>
          <Button variant="ghost" asChild>
            <Link to="/planner/onboarding" search={{ novo: '1' }}>
              <Plus aria-hidden="true" className="size-4" />
              {t('planner.plan.newPlan')}
            </Link>
          </Button>
        </div>
      )}
    </header>
  );
}
