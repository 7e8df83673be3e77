import { getRouteApi } from '@tanstack/react-router';
import { isContentType } from '../app/guards/content-type.ts';
import { CourseDetailPage } from '../features/catalog/index.ts';

const route = getRouteApi('/shell/$type/$id');

/** /{type}/{id}: the course detail. */
export function CourseDetailRoute() {
  const { type, id } = route.useParams();
  if (!isContentType(type) || !id) return null;
  return <CourseDetailPage type={type} id={id} />;
}
