import { useParams, useSearch } from '@tanstack/react-router';
import { isContentType } from '../app/guards/content-type.ts';
import { CourseListingPage, parsePage } from '../features/catalog/index.ts';

/** /{type}/{category}/{query}: category = slug (`todos`: every one); query = text filter (`todos`: none). */
export function CategoryListingRoute() {
  const { type, category, query } = useParams({ strict: false });
  const { page } = useSearch({ strict: false });
  if (!type || !isContentType(type)) return null;
  return <CourseListingPage type={type} category={category} query={query} page={parsePage(page)} />;
}
