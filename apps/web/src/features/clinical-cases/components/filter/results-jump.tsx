import { ArrowDown } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** The id of the results' heading, the jump's target. */
export const filterResultsHeadingId = 'case-filter-results';

function jumpToResults() {
  const heading = document.getElementById(filterResultsHeadingId);
  if (!heading) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  heading.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * Phones only (the results sit below the whole filter there): sticky at the bottom of the filter, how many cases
 * match and "Ver casos", which takes the learner (and the focus) to the results. Not live: the results announce it.
 */
export function ResultsJump({ total }: { total: number | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-2 border-t border-gray-200 bg-white/95 px-4 py-2 backdrop-blur lg:hidden dark:border-gray-800 dark:bg-gray-950/95">
      <p className="min-w-0 flex-1 text-sm font-semibold text-gray-900 dark:text-gray-50">
        {total === undefined
          ? t('clinicalCases.filter.totalLoading')
          : t('clinicalCases.filter.total', { count: total })}
      </p>
      <Button onClick={jumpToResults} className="shrink-0">
        <ArrowDown aria-hidden="true" className="size-4" />
        {t('clinicalCases.filter.showResults')}
      </Button>
    </div>
  );
}
