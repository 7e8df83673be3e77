import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { ModuleLayout } from '../lesson-route.ts';
import { searchResultsView, type SearchResultsPage } from '../search-results-data.ts';
import { CourseResults } from './course-results.tsx';
import { LessonResults } from './lesson-results.tsx';
import { SearchEmpty } from './search-empty.tsx';
import { SearchSkeleton } from './search-states.tsx';

export interface SearchResultsProps {
  result: UseInfiniteQueryResult<InfiniteData<SearchResultsPage>>;
  /** The search shows a "Cursos" group (the whole-app search) or lessons only (a course's search). */
  withCourses: boolean;
  layout: ModuleLayout;
  /** The empty state's next step, for the query that found nothing. */
  emptyAction: (query: string) => ReactNode;
}

/** Loading, error, empty, or the results grouped "Cursos" then "Aulas", with a live summary. */
export function SearchResults({ result, withCourses, layout, emptyAction }: SearchResultsProps) {
  const { t } = useTranslation();
  const view = result.data ? searchResultsView(result.data) : null;
  if (!view) {
    if (result.isError) return <LoadErrorPanel error={result.error} onRetry={() => void result.refetch()} />;
    return <SearchSkeleton courses={withCourses} />;
  }
  const lessons = t('search.lessonCount', { count: view.totalLessons });
  const courses = t('search.courseCount', { count: view.courses.length });
  const summary = withCourses
    ? t('search.summary', { courses, lessons, query: view.query })
    : t('search.courseSummary', { lessons, query: view.query });
  const retry = () => void (result.isFetchNextPageError ? result.fetchNextPage() : result.refetch());
  return (
    <div
      aria-busy={result.isPlaceholderData || undefined}
      className={cn('flex flex-col gap-8 transition-opacity', result.isPlaceholderData && 'opacity-60')}
    >
      <p role="status" className="sr-only">
        {view.empty ? t('search.empty.title', { query: view.query }) : summary}
      </p>
      {view.empty ? <SearchEmpty query={view.query} action={emptyAction(view.query)} /> : null}
      {view.courses.length > 0 ? <CourseResults courses={view.courses} /> : null}
      {view.lessons.length > 0 ? (
        <LessonResults
          hits={view.lessons}
          total={view.totalLessons}
          query={view.query}
          layout={layout}
          withCourse={withCourses}
          onLoadMore={result.hasNextPage ? () => void result.fetchNextPage() : undefined}
          loadingMore={result.isFetchingNextPage}
        />
      ) : null}
      {result.isError && !result.isPlaceholderData ? <LoadErrorPanel error={result.error} onRetry={retry} /> : null}
    </div>
  );
}
