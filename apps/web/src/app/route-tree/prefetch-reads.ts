import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from './shell.ts';

/** Where the reads are for: the route's path params and its search. */
export interface ReadsRoute {
  params: Partial<Record<string, string>>;
  search: Partial<Record<string, unknown>>;
}

/** A page's reads module: starts every read its first screen shows. */
interface PageReads {
  prefetch: (queryClient: QueryClient, route: ReadsRoute) => void;
}

/**
 * What the router gives a loader, and what the reads need of it. The loader declares only `context`: a `params`
 * written in its argument's type would become the route's params type (the router infers them from the loader).
 */
interface LoaderArgs {
  context: RouterContext;
}
type RouteOfLoader = { params: ReadsRoute['params']; location: { search: ReadsRoute['search'] } };

/**
 * A route loader that starts the page's reads without waiting for them (the page shows its skeleton at once):
 * they run alongside the download of the page's chunk instead of after it, a network round earlier on a phone
 * (issue 19). The reads module is loaded on demand, so the entry chunk carries none of it. A failed read is
 * left to the page's own query, which shows its error and retry.
 */
export function prefetchReads(importer: () => Promise<PageReads>) {
  return (args: LoaderArgs): void => {
    const { params, location } = args as LoaderArgs & RouteOfLoader;
    void Promise.all([args.context.loadQueryClient(), importer()]).then(
      ([queryClient, reads]) => reads.prefetch(queryClient, { params, search: location.search }),
      () => undefined,
    );
  };
}
