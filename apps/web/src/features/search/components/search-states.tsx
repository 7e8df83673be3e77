import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { minQueryLength } from '../search-terms.ts';

/** Under the field while there is nothing to search yet: what to type (and the 2-character minimum). */
export function SearchHint({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  const short = text.trim().length > 0;
  return (
    <p id={id} className="text-sm text-gray-600 dark:text-gray-300">
      {short ? t('search.hint.short', { min: minQueryLength }) : t('search.hint.empty')}
    </p>
  );
}

/** Placeholders shaped like the results while the first page loads. */
export function SearchSkeleton({ courses }: { courses: boolean }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-6" data-testid="search-skeleton">
      <span className="sr-only" role="status">
        {t('ui.loading')}
      </span>
      {courses ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className={`aspect-[4/3] w-full rounded-xl ${key > 1 ? 'max-sm:hidden' : ''}`} />
          ))}
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-28 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
