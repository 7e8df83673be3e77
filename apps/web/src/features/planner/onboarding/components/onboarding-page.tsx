import { Navigate } from '@tanstack/react-router';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { usePlannerOptions } from '../../api/get-options.ts';
import { ActivePlanNote } from './active-plan-note.tsx';
import { OnboardingWizard } from './onboarding-wizard.tsx';

function OptionsSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        {t('planner.onboarding.loading')}
      </span>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-7 w-56" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * /planner/onboarding: the wizard that sets up a study plan, once the options (what can be planned) are in. A learner
 * with an active plan is sent on to it (the planner's nav item leads here), unless `replacing` (a new plan on purpose).
 */
export function OnboardingPage({ replacing = false }: { replacing?: boolean }) {
  const { t } = useTranslation();
  const options = usePlannerOptions();
  const activePlanId = options.data?.active_plan_id ?? null;
  if (activePlanId !== null && !replacing)
    return <Navigate to="/planner/$id" params={{ id: String(activePlanId) }} replace />;
  return (
    <div className="flex w-full flex-col gap-6 px-4 py-6 md:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-balance text-gray-900 md:text-3xl dark:text-gray-50">
          {t('planner.onboarding.title')}
        </h1>
        <p className="max-w-prose text-gray-700 dark:text-gray-300">{t('planner.onboarding.intro')}</p>
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('planner.onboarding.savedNote')}</p>
      </header>
      {options.isPending ? (
        <OptionsSkeleton />
      ) : options.isError ? (
        <LoadErrorPanel
          title={t('planner.onboarding.loadFailed')}
          error={options.error}
          onRetry={() => void options.refetch()}
        />
      ) : (
        <>
          {options.data.active_plan_id !== null ? <ActivePlanNote planId={options.data.active_plan_id} /> : null}
          <OnboardingWizard options={options.data} />
        </>
      )}
    </div>
  );
}
