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

/** For unit tests: `page` at `path` in a memory router (links resolve, navigation lands on a catch-all), a fresh QueryClient. */
export function renderPlan(page: ReactNode, path = '/planner/7') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <Outlet />
      </QueryClientProvider>
    ),
  });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path, component: () => page });
  const rest = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>elsewhere</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, rest]),
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => String(value)),
  });
  render(<RouterProvider router={router} />);
  return { client, router };
}
