import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { usePlanSummary } from '../api/get-plan-summary.ts';
import { PlanNotFound, PlanSkeleton } from './plan-states.tsx';
import { PlanView } from './plan-view.tsx';

export interface PlanPageProps {
  /** The plan's id from the address; null when it is no id at all (not found without asking). */
  id: number | null;
}

/** Whether an error means "no such plan for this learner" (404: unknown, or another learner's or producer's). */
const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.code === 'common.validation_failed');

function LoadedPlan({ id }: { id: number }) {
  const { t } = useTranslation();
  const summary = usePlanSummary(id);
  if (summary.isPending) return <PlanSkeleton />;
  if (summary.isError) {
    if (isMissing(summary.error)) return <PlanNotFound />;
    return (
      <div className="px-4 py-6">
        <LoadErrorPanel
          title={t('planner.plan.loadFailed')}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      </div>
    );
  }
  return <PlanView summary={summary.data} />;
}

/** /planner/{id}: the plan to exam day: its calendar, coverage, subject shares, settings, calendar feed and history. */
export function PlanPage({ id }: PlanPageProps) {
  if (id === null) return <PlanNotFound />;
  return <LoadedPlan id={id} />;
}
