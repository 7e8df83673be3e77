import { getRouteApi } from '@tanstack/react-router';
import { useShallow } from 'zustand/react/shallow';
import { isContentType } from '../app/guards/content-type.ts';
import { CatalogPage } from '../features/catalog/index.ts';
import { useSessionStore } from '../lib/session/session-store.ts';

const route = getRouteApi('/shell/$type/');

/** /courses, /movie, /tv: the catalog of the kind, with the session's freemium end date and upgrade link. */
export function CatalogRoute() {
  const { type } = route.useParams();
  const freemium = useSessionStore(useShallow(({ isFreemium, linkFreemium }) => ({ isFreemium, linkFreemium })));
  // The {type} route's beforeLoad already turned any other value into the fatal 404.
  if (!isContentType(type)) return null;
  return <CatalogPage key={type} type={type} {...freemium} />;
}
