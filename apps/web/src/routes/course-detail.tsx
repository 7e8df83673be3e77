import { useParams } from '@tanstack/react-router';
import { isContentType } from '../app/guards/content-type.ts';
import { CourseDetailPage } from '../features/catalog/index.ts';

/** /{type}/{id}: the course detail. */
export function CourseDetailRoute() {
  const { type, id } = useParams({ strict: false });
  if (!type || !isContentType(type) || !id) return null;
  return <CourseDetailPage type={type} id={id} />;
}
