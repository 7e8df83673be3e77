import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  parseSearchWith,
  RouterProvider,
  stringifySearchWith,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppToaster } from '../../../../lib/toast/app-toaster.tsx';

/** For unit tests: `page` at /flashcards in a memory router (links resolve), a fresh QueryClient, the toaster. */
export function renderHome(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <Outlet />
        <AppToaster />
      </QueryClientProvider>
    ),
  });
  const rest = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <>{page}</> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([rest]),
    history: createMemoryHistory({ initialEntries: ['/flashcards'] }),
    // As the app's router: search values stay plain text both ways.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => JSON.stringify(value)),
  });
  render(<RouterProvider router={router} />);
  return { client, router };
}
