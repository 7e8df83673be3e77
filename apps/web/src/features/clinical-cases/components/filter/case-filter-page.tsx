import { caseDifficulties, caseDurations, caseStatusFilters, SUBJECT_CATEGORY_TYPE } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button.tsx';
import { categoryTreeQueryOptions } from '../../../../lib/category-tree/get-category-tree.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useCaseCounts } from '../../api/post-case-counts.ts';
import { toggleValue, type CaseFilterState } from '../../logic/filter-search.ts';
import { ticksOf, toggleSubject } from '../../logic/subject-ticks.ts';
import { useDebouncedValue } from '../../../../lib/async/use-debounced-value.ts';
import { CaseFrame } from '../shared/case-frame.tsx';
import { FacetOptions } from './facet-options.tsx';
import { FilterResults } from './filter-results.tsx';
import { ResultsJump } from './results-jump.tsx';
import { SubjectSection } from './subject-section.tsx';

/** The counts and results follow the ticks this long after the last one. */
const filterDebounceMs = 250;

export interface CaseFilterPageProps {
  /** The filter, read from the address. */
  filter: CaseFilterState;
  /** Writes a new filter to the address. */
  onChange: (filter: CaseFilterState) => void;
}

/** /casos-clinicos/filtro: the subject tree, difficulty, time and status with live counts, and the matching cases. */
export function CaseFilterPage({ filter, onChange }: CaseFilterPageProps) {
  const { t } = useTranslation();
  const tree = useQuery(categoryTreeQueryOptions(SUBJECT_CATEGORY_TYPE));
  const { page: _page, ...selection } = filter;
  const debounced = useDebouncedValue(selection, JSON.stringify(selection), filterDebounceMs);
  const counts = useCaseCounts(debounced);
  const debouncedFilter = { ...debounced, page: filter.page };
  const change = (next: Partial<CaseFilterState>) => onChange({ ...filter, ...next, page: next.page ?? 1 });
  const hasSelection = Object.values(selection).some((values) => values.length > 0);
  return (
    <CaseFrame
      backLink
      title={t('clinicalCases.filter.title')}
      intro={<p className="max-w-prose text-gray-700 dark:text-gray-300">{t('clinicalCases.filter.intro')}</p>}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <div className="flex flex-col gap-4">
          <SubjectSection
            tree={tree.data}
            error={tree.error}
            onRetry={() => void tree.refetch()}
            ticked={ticksOf(filter.categories, tree.data ?? [])}
            counts={counts.data?.categories}
            onToggle={(node) => change({ categories: toggleSubject(filter.categories, tree.data ?? [], node) })}
          />
          <FacetOptions
            name="difficulty"
            values={caseDifficulties}
            ticked={filter.difficulty}
            counts={counts.data?.difficulty}
            onToggle={(value) => change({ difficulty: toggleValue(filter.difficulty, value, caseDifficulties) })}
          />
          <FacetOptions
            name="duration"
            values={caseDurations}
            ticked={filter.duration}
            counts={counts.data?.duration}
            onToggle={(value) => change({ duration: toggleValue(filter.duration, value, caseDurations) })}
          />
          <FacetOptions
            name="status"
            values={caseStatusFilters}
            ticked={filter.status}
            counts={counts.data?.status}
            onToggle={(value) => change({ status: toggleValue(filter.status, value, caseStatusFilters) })}
          />
          {counts.isError ? (
            <p role="alert" className="text-sm text-red-800 dark:text-red-300">
              {t('clinicalCases.filter.countsFailed')}
            </p>
          ) : null}
          {hasSelection ? (
            <Button
              variant="ghost"
              className="self-start border border-gray-300 dark:border-gray-700"
              onClick={() => onChange({ categories: [], difficulty: [], duration: [], status: [], page: 1 })}
            >
              {t('clinicalCases.filter.clear')}
            </Button>
          ) : null}
          <ResultsJump total={counts.data?.total} />
        </div>
        <FilterResults filter={debouncedFilter} onPage={(page) => onChange({ ...filter, page })} />
      </div>
    </CaseFrame>
  );
}
