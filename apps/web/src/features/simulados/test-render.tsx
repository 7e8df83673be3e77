import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
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

export const apiError = (status: number, code: string) => jsonResponse({ error: { code, message: code } }, status);
