import { QueryClient } from '@tanstack/react-query';
import { onSignedIn } from '../async/signed-in.ts';

/**
 * The app's one QueryClient, for the pages behind the sign-in (their layouts provide it). The sign-in screens
 * and the shell do without, so their first paint does not carry the query library.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// A new learner on this page: nothing cached for the previous one may show.
onSignedIn(() => queryClient.removeQueries({ queryKey: ['user'] }));
