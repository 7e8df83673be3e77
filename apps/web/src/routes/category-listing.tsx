import { getRouteApi } from '@tanstack/react-router';
import { isContentType } from '../app/guards/content-type.ts';
import { CourseListingPage, parsePage } from '../features/catalog/index.ts';

const route = getRouteApi('/shell/$type/$category/$query');

/** /{type}/{category}/{query}: category = slug (`todos`: every one); query = text filter (`todos`: none). */
export function CategoryListingRoute() {
  const { type, category, query } = route.useParams();
  const { page } = route.useSearch();
  if (!isContentType(type)) return null;
  return <CourseListingPage type={type} category={category} query={query} page={parsePage(page)} />;
}
