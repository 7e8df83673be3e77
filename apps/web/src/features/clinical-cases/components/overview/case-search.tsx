import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useCaseList } from '../../api/get-case-list.ts';
import { CaseCard } from '../shared/case-card.tsx';
import { CardsSkeleton } from '../shared/list-skeleton.tsx';
import { Pager } from '../shared/pager.tsx';

/** The address follows the typing this long after the last key. */
const searchDebounceMs = 300;

export interface CaseSearchProps {
  /** The search in the address (`q`) and its page. */
  query: string;
  page: number;
  onChange: (query: string, page: number) => void;
}

const noFilter = { categories: [], difficulty: [], duration: [], status: [] };

/** "Buscar caso pelo título": the address follows the typing (debounced); the results are paged. */
export function CaseSearch({ query, page, onChange }: CaseSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  useEffect(() => {
    if (text.trim() === query) return;
    const timer = setTimeout(() => onChange(text.trim(), 1), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, query, onChange]);
  const results = useCaseList({ q: query, page, ...noFilter }, query !== '');
  const data = results.data;
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3">
      <h2 id={`${inputId}-title`} className="sr-only">
        {t('clinicalCases.overview.searchTitle')}
      </h2>
      <label htmlFor={inputId} className="text-sm font-semibold text-gray-900 dark:text-gray-50">
        {t('clinicalCases.overview.searchLabel')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={120}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('clinicalCases.overview.searchPlaceholder')}
          className="min-h-11 w-full rounded-lg border border-gray-300 bg-white py-2 pr-3 pl-10 text-base text-gray-900 placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-50 dark:placeholder:text-gray-400 dark:focus-visible:outline-white"
        />
      </div>
      {query === '' ? null : results.isError ? (
        <LoadErrorPanel
          title={t('clinicalCases.overview.searchFailed')}
          error={results.error}
          onRetry={() => void results.refetch()}
        />
      ) : !data ? (
        <div aria-busy="true">
          <span role="status" className="sr-only">
            {t('clinicalCases.overview.searching')}
          </span>
          <CardsSkeleton />
        </div>
      ) : (
        <div className="flex flex-col gap-3" aria-busy={results.isPlaceholderData}>
          <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
            {t('clinicalCases.overview.searchResults', { count: data.total_results, query })}
          </p>
          {data.results.length > 0 ? (
            <ul className="grid gap-3 md:grid-cols-2" data-testid="search-results">
              {data.results.map((summary) => (
                <CaseCard key={summary.id} summary={summary} />
              ))}
            </ul>
          ) : null}
          <Pager
            page={data.page}
            totalPages={data.total_pages}
            onPage={(next) => onChange(query, next)}
            label={t('clinicalCases.overview.searchPages')}
          />
        </div>
      )}
    </section>
  );
}
