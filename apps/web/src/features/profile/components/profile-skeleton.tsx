import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** The profile's shape while the learner's data loads. */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <span role="status" className="sr-only">
        {t('ui.loading')}
      </span>
      <div className="flex items-center gap-4 rounded-xl border border-gray-200 p-6 dark:border-gray-800">
        <Skeleton circle className="size-24" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <div className="flex flex-col gap-4 rounded-xl border border-gray-200 p-6 dark:border-gray-800">
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className="h-12 w-full" />
        ))}
      </div>
    </div>
  );
}
