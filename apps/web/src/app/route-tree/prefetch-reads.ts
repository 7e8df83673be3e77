import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from './shell.ts';

/** A page's reads module: starts every read its first screen shows. */
interface PageReads {
  prefetch: (queryClient: QueryClient) => void;
}

/**
 * A route loader that starts the page's reads without waiting for them (the page shows its skeleton at once):
 * they run alongside the download of the page's chunk instead of after it, a network round earlier on a phone
 * (issue 19). The reads module is loaded on demand, so the entry chunk carries none of it. A failed read is
 * left to the page's own query, which shows its error and retry.
 */
export function prefetchReads(importer: () => Promise<PageReads>) {
  return ({ context }: { context: RouterContext }): void => {
    void Promise.all([context.loadQueryClient(), importer()]).then(
      ([queryClient, reads]) => reads.prefetch(queryClient),
      () => undefined,
    );
  };
}
