import { useLocation } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useCourseCategories } from '../api/get-course-categories.ts';
import { useCourses } from '../../../lib/queries/courses.ts';
import { allValue, listingQuery, pagerState, type ListingFilter } from '../logic/paging.ts';
import { CourseCard } from './course-card.tsx';
import { ListingEmpty } from './listing-empty.tsx';
import { ListingSkeleton } from './listing-skeleton.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { Pager } from './pager.tsx';

export interface CourseListingPageProps extends ListingFilter {
  page: number;
}

/** The listing's title: the category's name, else "Todos os cursos" (no category) or a generic one. */
function useListingTitle({ type, category }: ListingFilter): string {
  const { t } = useTranslation();
  const categories = useCourseCategories(type);
  const wanted = category?.trim();
  if (!wanted || wanted === allValue) return t(`catalog.allRow.${type}`);
  const match = categories.data?.find((item) => item.slug === wanted || String(item.no) === wanted);
  return match?.name ?? t('catalog.listing.title');
}

/** /{type}/{category}/{query} and /genre/{no}/tv|movie: a titled grid of courses, paged by `page`. */
export function CourseListingPage({ page, ...filter }: CourseListingPageProps) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const query = listingQuery(filter, page);
  const courses = useCourses(query);
  const title = useListingTitle(filter);
  const data = courses.data;
  const pager = data ? pagerState(page, data.total_pages) : null;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl dark:text-gray-50">{title}</h1>
        {query.q ? (
          <p className="text-base text-gray-700 dark:text-gray-200">
            {t('catalog.listing.resultsFor', { query: query.q })}
          </p>
        ) : null}
        {data && data.total_results > 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {t('catalog.listing.total', { count: data.total_results })}
          </p>
        ) : null}
      </div>
      {courses.isPending ? (
        <ListingSkeleton />
      ) : courses.isError ? (
        <LoadErrorPanel error={courses.error} onRetry={() => void courses.refetch()} />
      ) : data && data.results.length > 0 && pager ? (
        <>
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4"
            aria-busy={courses.isPlaceholderData}
          >
            {data.results.map((course) => (
              <li key={course.uuid}>
                <CourseCard course={course} headingLevel="h2" />
              </li>
            ))}
          </ul>
          <Pager pathname={pathname} page={page} totalPages={data.total_pages} state={pager} />
        </>
      ) : (
        <ListingEmpty
          type={filter.type}
          pathname={pathname}
          beyondLast={pager?.beyondLast ?? false}
          filtered={query.q !== undefined}
        />
      )}
    </div>
  );
}
