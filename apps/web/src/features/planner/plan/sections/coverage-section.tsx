import type { PlanSummary } from '@members/contract';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { formatPlanMinutes } from '../../shared/plan-minutes.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

const percent = (value: number) => Math.round(value);

/** How much of the included content the plan reaches by exam day, and how much is done already. */
export function CoverageSection({ coverage }: { coverage: PlanSummary['coverage'] }) {
  const { t } = useTranslation();
  const planned = t('planner.plan.coverage.planned', { pct: percent(coverage.planned_pct) });
  const done = t('planner.plan.coverage.done', { pct: percent(coverage.done_pct) });
  return (
    <section aria-labelledby="plan-coverage-title" className="flex flex-col gap-3">
      <h2 id="plan-coverage-title" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('planner.plan.coverage.title')}
      </h2>
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{planned}</p>
        <ProgressBar value={coverage.planned_pct} label={t('planner.plan.coverage.plannedLabel')} size="md" />
      </div>
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{done}</p>
        <ProgressBar value={coverage.done_pct} label={t('planner.plan.coverage.doneLabel')} size="md" />
      </div>
      {coverage.left_out_minutes > 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('planner.plan.coverage.leftOut', { time: formatPlanMinutes(coverage.left_out_minutes) })}
        </p>
      ) : null}
    </section>
  );
}
