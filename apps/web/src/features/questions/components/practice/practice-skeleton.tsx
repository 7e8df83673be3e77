import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { StageSkeleton } from '../player/player-states.tsx';

/** The practice screen while the session loads: the progress header, then a question. */
export function PracticeSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span role="status" className="sr-only">
        {t('questions.practice.loading')}
      </span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-2 w-full" />
      </div>
      <StageSkeleton />
    </div>
  );
}
