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
  useParams,
  useSearch,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

type Search = Record<string, string | undefined>;
export type PageRender = (search: Search, params: Record<string, string | undefined>) => ReactNode;

function Page({ page }: { page: PageRender }) {
  const search = useSearch({ strict: false }) as Search;
  const params = useParams({ strict: false }) as Record<string, string | undefined>;
  return <>{page(search, params)}</>;
}

/**
 * For unit tests: a page in a memory router (search values as plain text, as in the app) that renders it
 * again as the URL changes, with a fresh QueryClient. `/questoes/trilha/$id` gets its param.
 */
export function renderPage(page: PageRender, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <Outlet />
      </QueryClientProvider>
    ),
  });
  // As the app's validateSearch: every value as text (the query-string decoder turns "7" into 7).
  const validateSearch = (search: Record<string, unknown>): Search =>
    Object.fromEntries(
      Object.entries(search).map(([key, value]) => [
        key,
        value === undefined || value === null ? undefined : String(value),
      ]),
    );
  const track = createRoute({
    getParentRoute: () => rootRoute,
    path: 'questoes/trilha/$id',
    validateSearch,
    component: () => <Page page={page} />,
  });
  const rest = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    validateSearch,
    component: () => <Page page={page} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([track, rest]),
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => JSON.stringify(value)),
  });
  render(<RouterProvider router={router} />);
  return { client, router };
}
