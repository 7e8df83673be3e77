import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SearchPage } from '../features/search/index.ts';

const route = getRouteApi('/shell/search');

/** /search?q=: the page reads the query from the address and writes it back as the learner types. */
export function SearchRoute() {
  const { q } = route.useSearch();
  const navigate = useNavigate();
  const onQueryChange = useCallback(
    (query: string) =>
      void navigate({ to: '/search', search: { q: query || undefined }, replace: true, resetScroll: false }),
    [navigate],
  );
  return <SearchPage query={q ?? ''} onQueryChange={onQueryChange} />;
}
