import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** An unknown plan, or another learner's: say so and lead to the onboarding. */
export function PlanNotFound() {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-6">
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-gray-300 p-6 dark:border-gray-700"
        data-testid="plan-not-found"
      >
        <SearchX aria-hidden="true" className="size-8 text-gray-500 dark:text-gray-400" />
        <h1 className="text-xl font-bold text-gray-900 dark:text-gray-50">{t('planner.plan.notFound.title')}</h1>
        <p className="text-gray-700 dark:text-gray-300">{t('planner.plan.notFound.hint')}</p>
        <Button asChild>
          <Link to="/planner/onboarding">{t('planner.plan.notFound.create')}</Link>
        </Button>
      </div>
    </div>
  );
}

/** The page's shape while the plan loads. */
export function PlanSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-4 px-4 py-6">
      <span role="status" className="sr-only">
        {t('planner.plan.loading')}
      </span>
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
