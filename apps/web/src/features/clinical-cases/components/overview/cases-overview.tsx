import { Link } from '@tanstack/react-router';
import { SlidersHorizontal, Stethoscope } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useCaseOverview } from '../../api/get-overview.ts';
import { CaseFrame } from '../shared/case-frame.tsx';
import { CardsSkeleton } from '../shared/list-skeleton.tsx';
import { CaseSearch, type CaseSearchProps } from './case-search.tsx';
import { FinishedSection } from './finished-section.tsx';
import { InProgressSection } from './in-progress-section.tsx';
import { SuggestedSection } from './suggested-section.tsx';

function OverviewSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span role="status" className="sr-only">
        {t('clinicalCases.overview.loading')}
      </span>
      <Skeleton className="h-6 w-48" />
      <CardsSkeleton />
      <Skeleton className="h-6 w-48" />
      <CardsSkeleton />
    </div>
  );
}

/** Nothing started yet (or nothing published): what the area is, and what to do. */
function OverviewEmpty({ published }: { published: number }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="cases-empty"
      className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-gray-300 p-6 dark:border-gray-700"
      data-testid="cases-empty"
    >
      <Stethoscope aria-hidden="true" className="size-8 text-gray-600 dark:text-gray-300" />
      <h2 id="cases-empty" className="text-xl font-semibold text-gray-900 dark:text-gray-50">
        {t(published === 0 ? 'clinicalCases.overview.noCasesTitle' : 'clinicalCases.overview.emptyTitle')}
      </h2>
      <p className="max-w-prose text-gray-700 dark:text-gray-200">
        {t(published === 0 ? 'clinicalCases.overview.noCasesText' : 'clinicalCases.overview.emptyText')}
      </p>
    </section>
  );
}

/**
 * /casos-clinicos: the search by title, the cases in progress (continue where the learner stopped), the suggested
 * ones (with the reason), the finished ones (with the score), and the way to the filter.
 */
export function CasesOverview(search: CaseSearchProps) {
  const { t } = useTranslation();
  const overview = useCaseOverview();
  return (
    <CaseFrame
      title={t('clinicalCases.overview.title')}
      intro={
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-prose text-gray-700 dark:text-gray-300">{t('clinicalCases.overview.intro')}</p>
          <Button asChild className="self-start text-base sm:self-auto">
            <Link to="/casos-clinicos/filtro">
              <SlidersHorizontal aria-hidden="true" className="size-5" />
              {t('clinicalCases.overview.filterLink')}
            </Link>
          </Button>
        </div>
      }
    >
      <CaseSearch {...search} />
      {overview.isPending ? (
        <OverviewSkeleton />
      ) : overview.isError ? (
        <LoadErrorPanel
          title={t('clinicalCases.overview.loadFailed')}
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          {overview.data.in_progress.length === 0 && overview.data.finished.length === 0 ? (
            <OverviewEmpty published={overview.data.totals.published} />
          ) : null}
          <InProgressSection cases={overview.data.in_progress} />
          <SuggestedSection cases={overview.data.suggested} />
          <FinishedSection cases={overview.data.finished} />
        </>
      )}
    </CaseFrame>
  );
}
