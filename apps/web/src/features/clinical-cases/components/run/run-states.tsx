import { Link } from '@tanstack/react-router';
import { FileQuestion } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** While the run loads. */
export function RunSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6" aria-busy="true">
      <span className="sr-only" role="status">
        {t('clinicalCases.run.loading')}
      </span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-3 w-full" />
      <div className="grid gap-8 lg:grid-cols-2">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}

/** No such case for this learner (unknown id, another producer's, a draft): say so and lead back to the list. */
export function RunNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-3 px-4 py-10" data-testid="run-not-found">
      <FileQuestion aria-hidden="true" className="size-10 text-gray-700 dark:text-gray-300" />
      <h1 className="text-xl font-bold text-gray-900 dark:text-gray-50">{t('clinicalCases.run.notFound')}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('clinicalCases.run.notFoundHint')}</p>
      <Button asChild>
        <Link to="/casos-clinicos">{t('clinicalCases.run.backToCases')}</Link>
      </Button>
    </div>
  );
}
