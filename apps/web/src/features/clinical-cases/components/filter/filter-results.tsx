import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useCaseList } from '../../api/get-case-list.ts';
import type { CaseFilterState } from '../../logic/filter-search.ts';
import { CaseCard } from '../shared/case-card.tsx';
import { CardsSkeleton } from '../shared/list-skeleton.tsx';
import { Pager } from '../shared/pager.tsx';
import { filterResultsHeadingId } from './results-jump.tsx';

export interface FilterResultsProps {
  filter: CaseFilterState;
  onPage: (page: number) => void;
}

/** The cases the filter matches, paged; each opens its case page. */
export function FilterResults({ filter, onPage }: FilterResultsProps) {
  const { t } = useTranslation();
  const results = useCaseList({ q: '', ...filter });
  const data = results.data;
  return (
    <section aria-labelledby={filterResultsHeadingId} className="flex scroll-mt-4 flex-col gap-3">
      <h2
        id={filterResultsHeadingId}
        tabIndex={-1}
        className="scroll-mt-4 text-lg font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-50 dark:focus-visible:outline-white"
      >
        {t('clinicalCases.filter.resultsTitle')}
      </h2>
      {results.isError ? (
        <LoadErrorPanel
          title={t('clinicalCases.filter.resultsFailed')}
          error={results.error}
          onRetry={() => void results.refetch()}
        />
      ) : !data ? (
        <div aria-busy="true">
          <span role="status" className="sr-only">
            {t('clinicalCases.filter.loadingResults')}
          </span>
          <CardsSkeleton count={4} />
        </div>
      ) : (
        <div className="flex flex-col gap-3" aria-busy={results.isPlaceholderData}>
          <p role="status" className="text-sm text-gray-700 dark:text-gray-300" data-testid="filter-total">
            {t('clinicalCases.filter.total', { count: data.total_results })}
          </p>
          {data.results.length === 0 ? (
            <p className="rounded-xl border border-dashed border-gray-300 p-4 text-gray-700 dark:border-gray-700 dark:text-gray-300">
              {t('clinicalCases.filter.noResults')}
            </p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2" data-testid="filter-results">
              {data.results.map((summary) => (
                <CaseCard key={summary.id} summary={summary} />
              ))}
            </ul>
          )}
          <Pager
            page={data.page}
            totalPages={data.total_pages}
            onPage={onPage}
            label={t('clinicalCases.filter.resultPages')}
          />
        </div>
      )}
    </section>
  );
}
