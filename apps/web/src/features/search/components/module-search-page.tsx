import type { ContentType } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useCourseName } from '../../../lib/queries/courses.ts';
import { useCourseSearchResults } from '../api/get-course-search.ts';
import type { ModuleLayout } from '../lesson-route.ts';
import { searchableQuery } from '../search-terms.ts';
import { useDebouncedQuery } from '../use-debounced-query.ts';
import { SearchField } from './search-field.tsx';
import { SearchResults } from './search-results.tsx';
import { SearchHint } from './search-states.tsx';

export interface ModuleSearchPageProps {
  type: ContentType;
  courseUuid: string;
  /** The layout the learner searched from: each hit opens the lesson on it. */
  layout: ModuleLayout;
}

/**
 * /{type}/{course_uuid}/module/search (and module_old): the course's lessons. A keepalive page: the query,
 * the results and the scroll stay while the learner opens a lesson and comes back.
 */
export function ModuleSearchPage({ type, courseUuid, layout }: ModuleSearchPageProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const field = useDebouncedQuery(query, setQuery);
  const q = searchableQuery(query);
  const course = useCourseName(courseUuid);
  const results = useCourseSearchResults(courseUuid, q);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:py-10">
      <div className="flex flex-col items-start gap-2">
        <Link
          to="/$type/$id"
          params={{ type, id: courseUuid }}
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:text-gray-200 dark:hover:bg-gray-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('search.backToCourse')}
        </Link>
        <ModuleSearchTitle name={course.data} pending={course.isPending} />
      </div>
      <div className="flex flex-col gap-2">
        <SearchField
          field={field}
          label={t('search.moduleFieldLabel')}
          placeholder={t('search.modulePlaceholder')}
          hintId={q ? undefined : hintId}
        />
        {q ? null : <SearchHint id={hintId} text={field.text} />}
      </div>
      {q ? (
        <SearchResults
          result={results}
          withCourses={false}
          layout={layout}
          emptyAction={(found) => (
            <Button asChild variant="secondary">
              <Link to="/search" search={{ q: found }}>
                {t('search.searchEverywhere')}
              </Link>
            </Button>
          )}
        />
      ) : null}
    </div>
  );
}

/** "Buscar em {curso}"; "Buscar no curso" (and a placeholder bar) until the name comes, or if it fails. */
function ModuleSearchTitle({ name, pending }: { name: string | undefined; pending: boolean }) {
  const { t } = useTranslation();
  const title = name ? t('search.moduleTitle', { course: name }) : t('search.moduleTitleFallback');
  return (
    <>
      <h1
        className={pending ? 'sr-only' : 'text-2xl font-bold text-pretty text-gray-900 md:text-3xl dark:text-gray-50'}
      >
        {title}
      </h1>
      {pending ? <Skeleton className="h-8 w-64 max-w-full" /> : null}
    </>
  );
}
