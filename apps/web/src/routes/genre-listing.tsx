import { getRouteApi } from '@tanstack/react-router';
import { CourseListingPage, parsePage } from '../features/catalog/index.ts';

const tvRoute = getRouteApi('/shell/genre/$no/tv');
const movieRoute = getRouteApi('/shell/genre/$no/movie');

/** /genre/{no}/tv: the courses of category number `no` of the series. */
export function GenreTvListingRoute() {
  const { no } = tvRoute.useParams();
  const { page } = tvRoute.useSearch();
  return <CourseListingPage type="tv" category={no} page={parsePage(page)} />;
}

/** /genre/{no}/movie: the same for the talks. */
export function GenreMovieListingRoute() {
  const { no } = movieRoute.useParams();
  const { page } = movieRoute.useSearch();
  return <CourseListingPage type="movie" category={no} page={parsePage(page)} />;
}
