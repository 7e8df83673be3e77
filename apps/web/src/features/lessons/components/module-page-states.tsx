import { Link } from '@tanstack/react-router';
import { BookOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** The module page while it loads: the player's stage, the lesson's lines, the list. */
export function ModulePageSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      aria-busy="true"
      className="mx-auto w-full max-w-7xl md:px-6 md:py-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8"
    >
      <span role="status" className="sr-only">
        {t('lesson.page.loading')}
      </span>
      <div className="flex flex-col gap-4">
        <Skeleton className="mx-2 h-11 w-48 md:mx-0" />
        <Skeleton className="aspect-video w-full rounded-none md:rounded-xl" />
        <div className="flex flex-col gap-3 px-4 md:px-0">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="mt-2 h-11 w-52" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-2 px-4 lg:mt-0 lg:px-0">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-2 w-full" />
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className="h-14 w-full" />
        ))}
      </div>
    </div>
  );
}

/** The module could not load: what happened and what to do (retry, or back to the courses when it is not there). */
export function ModulePageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  // A module id that is no number (a validation error) is as missing as one that does not exist (404).
  const missing = isApiError(error) && (error.status === 404 || error.code === 'common.validation_failed');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-10">
      <div role="alert" className="flex flex-col gap-2">
        <h1 className="text-xl font-bold text-gray-900 dark:text-gray-50">
          {missing ? t('lesson.page.notFound') : t('lesson.page.loadFailed')}
        </h1>
        <p className="text-gray-700 dark:text-gray-300">
          {missing ? t('lesson.page.notFoundHint') : translateError(t, error)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {missing ? null : <Button onClick={onRetry}>{t('lesson.page.retry')}</Button>}
        <Button asChild variant="ghost" className="border border-gray-300 dark:border-gray-700">
          <Link to="/">{t('lesson.page.home')}</Link>
        </Button>
      </div>
    </div>
  );
}

/** A module without lessons yet. */
export function ModuleEmpty({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-gray-300 p-6 dark:border-gray-700">
      <BookOpen aria-hidden="true" className="size-6 text-gray-500" />
      <h1 className="text-lg font-semibold text-gray-900 dark:text-gray-50">{title}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('lesson.page.empty')}</p>
    </div>
  );
}
