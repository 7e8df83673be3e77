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
  useRouterState,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppToaster } from '../../../../lib/toast/app-toaster.tsx';

type PageOf = (location: { pathname: string; search: Record<string, unknown> }) => ReactNode;

function CurrentPage({ page }: { page: PageOf }) {
  const location = useRouterState({ select: (state) => state.location });
  return <>{page({ pathname: location.pathname, search: location.search })}</>;
}

/**
 * For unit tests: the page at `path` in a memory router (every path renders it, given the current location, so
 * links resolve and a new `?dia=` shows), a fresh QueryClient and the toaster.
 */
export function renderPlanner(page: PageOf, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <Outlet />
        <AppToaster />
      </QueryClientProvider>
    ),
  });
  const rest = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <CurrentPage page={page} />,
  });
  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <CurrentPage page={page} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, rest]),
    history: createMemoryHistory({ initialEntries: [path] }),
    // As the app's router: search values stay plain text both ways.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => JSON.stringify(value)),
  });
  render(<RouterProvider router={router} />);
  return { client, router };
}
