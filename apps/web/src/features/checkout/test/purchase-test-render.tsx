import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** For unit tests: `page` at `path` in a memory router (other paths land on a catch-all), a fresh QueryClient. */
export function renderPurchase(page: ReactNode, path: string) {
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
  });
  const view = render(<RouterProvider router={router} />);
  return { client, router, view };
}
