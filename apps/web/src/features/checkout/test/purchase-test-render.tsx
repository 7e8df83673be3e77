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
import { vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';

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

/** The requests fetch received, as "METHOD /path?query", and their JSON bodies. */
export function sentCalls(fetchMock: ReturnType<typeof routeFetch>) {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://app.test');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return { call: `${init?.method ?? 'GET'} ${url.pathname}${url.search}`, body };
  });
}
