import { useMatches, useParams, useSearch } from '@tanstack/react-router';
import { CourseListingPage, parsePage } from '../features/catalog/index.ts';

/** /genre/{no}/tv and /genre/{no}/movie: the courses of category number `no` of that kind. */
export function GenreListingRoute() {
  const { no } = useParams({ strict: false });
  const { page } = useSearch({ strict: false });
  const area = useMatches({ select: (matches) => matches.at(-1)?.staticData.area });
  return <CourseListingPage type={area === 'genreMovie' ? 'movie' : 'tv'} category={no} page={parsePage(page)} />;
}
