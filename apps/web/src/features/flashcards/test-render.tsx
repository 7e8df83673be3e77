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
import { jsonResponse } from '../../lib/api/test-fetch.ts';

/** For unit tests: `page` at /flashcards/study (or `path`), in a memory router with a fresh QueryClient. */
export function renderAt(page: ReactNode, path = '/flashcards/study') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <Outlet />
      </QueryClientProvider>
    ),
  });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: path.split('?')[0] ?? '/',
    component: () => page,
  });
  const rest = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>elsewhere</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, rest]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return { client, router };
}

export interface SentRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** For unit tests: fetch answered by `answer` (a Response, or an Error for a network failure); every request is logged. */
export function fakeApi(answer: (request: SentRequest) => Response | Error | Promise<Response | Error>) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const request = { method: init?.method ?? 'GET', path: url.pathname, body };
    sent.push(request);
    const result = await answer(request);
    if (result instanceof Error) throw result;
    return result;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock, json: jsonResponse };
}
