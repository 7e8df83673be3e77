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
import { vi } from 'vitest';
import { jsonResponse } from '../../lib/api/test-fetch.ts';

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

type Answer = Response | ((request: { url: URL; body: unknown; method: string }) => Response | Promise<Response>);

/** For unit tests: fetch answered by "METHOD /path" or "/path" (GET); others answer 404. */
export function routeFetch(answers: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const answer = answers[`${method} ${url.pathname}`] ?? (method === 'GET' ? answers[url.pathname] : undefined);
    if (answer === undefined) return jsonResponse({ error: { code: 'common.not_found', message: 'Not found' } }, 404);
    const body: unknown = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return typeof answer === 'function' ? answer({ url, body, method }) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to "METHOD /path". */
export function sentBodies(fetchMock: ReturnType<typeof routeFetch>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://app.test').pathname === path,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}
