import { cn } from '../../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../../lib/i18n/index.ts';
import type { ReviewFilter } from '../../../logic/review.ts';

export interface ReviewFiltersProps {
  filters: readonly ReviewFilter[];
  counts: Record<ReviewFilter, number>;
  value: ReviewFilter;
  onChange: (filter: ReviewFilter) => void;
}

/** Todas / Erradas / Em branco / Marcadas, each with how many questions it shows (toggle buttons, 44 px tall). */
export function ReviewFilters({ filters, counts, value, onChange }: ReviewFiltersProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('simulados.result.review.filterLabel')} className="flex flex-wrap gap-2">
      {filters.map((filter) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border-2 px-4 text-sm font-semibold',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
              pressed
                ? 'border-gray-900 bg-gray-900 text-white dark:border-gray-100 dark:bg-gray-100 dark:text-gray-900'
                : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-50 dark:hover:bg-gray-800',
            )}
          >
            {t(`simulados.result.review.filters.${filter}`)}
            <span className="tabular-nums">({counts[filter]})</span>
          </button>
        );
      })}
    </div>
  );
}
