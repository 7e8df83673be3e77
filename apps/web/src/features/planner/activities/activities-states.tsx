import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** An unknown plan, or another learner's: say so and lead to the onboarding. */
export function ActivitiesPlanNotFound() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-gray-300 p-6 dark:border-gray-700"
      data-testid="activities-plan-not-found"
    >
      <SearchX aria-hidden="true" className="size-8 text-gray-500 dark:text-gray-400" />
      <h1 className="text-xl font-bold text-gray-900 dark:text-gray-50">{t('planner.activities.notFound.title')}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('planner.activities.notFound.hint')}</p>
      <Button asChild>
        <Link to="/planner/onboarding">{t('planner.activities.notFound.create')}</Link>
      </Button>
    </div>
  );
}

/** The day's list while it loads. */
export function ActivitiesSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        {t('planner.activities.loading')}
      </span>
      <Skeleton className="h-28 w-full rounded-xl" />
      <Skeleton className="h-28 w-full rounded-xl" />
      <Skeleton className="h-28 w-full rounded-xl" />
    </div>
  );
}

/** A day without activities: a day off, or nothing planned. */
export function EmptyDay({ off }: { off: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-gray-700 dark:border-gray-700 dark:text-gray-300">
      {t(off ? 'planner.activities.offDay' : 'planner.activities.emptyDay')}
    </p>
  );
}
