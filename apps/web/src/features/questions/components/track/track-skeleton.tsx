import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { PageFrame } from '../page-frame.tsx';
import { StageSkeleton } from '../player/player-states.tsx';

/** The track page while it loads. */
export function TrackSkeleton() {
  const { t } = useTranslation();
  return (
    <PageFrame width="narrow">
      <div aria-busy="true" className="flex flex-col gap-6">
        <span role="status" className="sr-only">
          {t('questions.track.loading')}
        </span>
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-full" />
        </div>
        <StageSkeleton />
      </div>
    </PageFrame>
  );
}
