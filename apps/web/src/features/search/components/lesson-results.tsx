import type { LessonHit } from '@members/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { ModuleLayout } from '../lesson-route.ts';
import { ResultsHeading } from './course-results.tsx';
import { LessonHitItem } from './lesson-hit-item.tsx';

export interface LessonResultsProps {
  hits: readonly LessonHit[];
  total: number;
  query: string;
  layout: ModuleLayout;
  withCourse: boolean;
  /** "Carregar mais": appends the next page; absent on the last page. */
  onLoadMore?: () => void;
  loadingMore: boolean;
}

/** The "Aulas" group: the lessons loaded so far, their total, and "Carregar mais" for the next page. */
export function LessonResults({ hits, total, query, layout, withCourse, onLoadMore, loadingMore }: LessonResultsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <ResultsHeading id={headingId} title={t('search.lessons')} count={t('search.lessonCount', { count: total })} />
      <ul className="flex flex-col gap-3">
        {hits.map((hit) => (
          <LessonHitItem key={hit.id} hit={hit} query={query} layout={layout} withCourse={withCourse} />
        ))}
      </ul>
      {hits.length < total ? (
        <div className="flex flex-col items-center gap-2 pt-2">
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('search.shown', { shown: hits.length, total })}</p>
          {onLoadMore ? (
            <Button
              variant="secondary"
              onClick={loadingMore ? undefined : onLoadMore}
              aria-disabled={loadingMore || undefined}
              className="w-full sm:w-auto"
            >
              {loadingMore ? <Spinner className="[&_svg]:size-4" /> : null}
              {t('search.loadMore')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
