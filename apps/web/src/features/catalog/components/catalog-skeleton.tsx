import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** Cards of a row, while the catalog loads. */
export function CardRowSkeleton() {
  return (
    <div className="flex flex-col gap-3 px-4 md:px-6">
      <Skeleton className="h-6 w-48" />
      <div className="flex gap-3 overflow-hidden">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="flex w-[64%] max-w-72 shrink-0 flex-col gap-2 sm:w-[40%] md:w-[30%] lg:w-[23%]">
            <Skeleton className="aspect-video w-full rounded-xl" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The hero and two rows, while the catalog loads. */
export function CatalogSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-8 pb-8">
      <span className="sr-only" role="status">
        {t('ui.loading')}
      </span>
      <div className="flex min-h-[26rem] items-end bg-gray-100 px-4 pb-6 md:min-h-[30rem] md:px-6 dark:bg-gray-900">
        <div className="flex w-full max-w-xl flex-col gap-3">
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-2 h-11 w-32 rounded-lg" />
        </div>
      </div>
      <CardRowSkeleton />
      <CardRowSkeleton />
    </div>
  );
}
