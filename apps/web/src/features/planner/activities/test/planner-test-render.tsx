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
import { vi } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
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

type Answer = Response | ((request: { url: URL; body: unknown }) => Response | Promise<Response>);

/** For unit tests: fetch answered by "METHOD /path" or "/path" (GET); others answer 404 common.not_found. */
export function routeFetch(answers: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const answer = answers[`${method} ${url.pathname}`] ?? (method === 'GET' ? answers[url.pathname] : undefined);
    if (answer === undefined) return jsonResponse({ error: { code: 'common.not_found', message: 'Not found' } }, 404);
    const body: unknown = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return typeof answer === 'function' ? answer({ url, body }) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests fetch received, as "METHOD /path?query". */
export function sentCalls(fetchMock: ReturnType<typeof routeFetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://app.test');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });
}
