import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { jsonResponse } from '../../lib/api/test-fetch.ts';

/** For unit tests: the page inside a memory router (links get their hrefs) and a fresh QueryClient. */
export function renderInRouter(page: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => <QueryClientProvider client={client}>{page}</QueryClientProvider>,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router} />);
  return { client, router };
}

type Answer = Response | Promise<Response> | ((init: RequestInit | undefined) => Response | Promise<Response>);

/** For unit tests: fetch answered by "METHOD /path" or "/path" (a fresh Response per call); others answer 404. */
export function routeFetch(answers: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const { pathname } = new URL(String(input), 'http://app.test');
    const answer = answers[`${init?.method ?? 'GET'} ${pathname}`] ?? answers[pathname];
    if (answer === undefined)
      return Promise.resolve(jsonResponse({ error: { code: 'common.not_found', message: 'Not found' } }, 404));
    return Promise.resolve(typeof answer === 'function' ? answer(init) : answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const apiError = (status: number, code: string) => jsonResponse({ error: { code, message: code } }, status);
