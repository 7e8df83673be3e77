import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** The header and a few modules, while the course loads. */
export function CourseDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-6 pb-10">
      <span className="sr-only" role="status">
        {t('ui.loading')}
      </span>
      <div className="flex min-h-[22rem] items-end bg-gray-100 px-4 pb-6 md:min-h-[26rem] md:px-6 dark:bg-gray-900">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-3">
          <Skeleton className="h-9 w-3/4 max-w-xl" />
          <Skeleton className="h-4 w-full max-w-2xl" />
          <Skeleton className="h-4 w-1/2 max-w-md" />
          <Skeleton className="mt-2 h-11 w-36 rounded-lg" />
        </div>
      </div>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 md:px-6">
        <Skeleton className="h-7 w-40" />
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-28 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
