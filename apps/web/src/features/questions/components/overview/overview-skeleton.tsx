import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** The overview while it loads: the figures, the charts, the tracks. */
export function OverviewSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span role="status" className="sr-only">
        {t('questions.overview.loading')}
      </span>
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-64" />
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-20" />
      ))}
    </div>
  );
}
