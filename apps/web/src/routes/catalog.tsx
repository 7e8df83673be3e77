import { useParams } from '@tanstack/react-router';
import { useShallow } from 'zustand/react/shallow';
import { isContentType } from '../app/guards/content-type.ts';
import { CatalogPage } from '../features/catalog/index.ts';
import { useSessionStore } from '../features/session/session-store.ts';

/** /courses, /movie, /tv: the catalog of the kind, with the session's freemium end date and upgrade link. */
export function CatalogRoute() {
  const { type } = useParams({ strict: false });
  const freemium = useSessionStore(useShallow(({ isFreemium, linkFreemium }) => ({ isFreemium, linkFreemium })));
  // The {type} route's beforeLoad already turned any other value into the fatal 404.
  if (!type || !isContentType(type)) return null;
  return <CatalogPage key={type} type={type} {...freemium} />;
}
