import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useSessionStore } from '../../../../lib/session/session-store.ts';
import { testLoginResponse } from '../../../../test/login-response.ts';
import { OnboardingPage } from '../components/onboarding-page.tsx';

/** For unit tests: the signed-in learner on /planner/onboarding in a memory router; a plan's page reads "plan {id}". */
export function renderOnboarding({ replacing = false }: { replacing?: boolean } = {}) {
  const login = testLoginResponse();
  useSessionStore.getState().signIn({ token: login.token, user: login.user, produtor: login.produtor });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <Outlet />
      </QueryClientProvider>
    ),
  });
  const onboarding = createRoute({
    getParentRoute: () => rootRoute,
    path: '/planner/onboarding',
    component: function OnboardingAt() {
      return <OnboardingPage replacing={replacing} />;
    },
  });
  const plan = createRoute({
    getParentRoute: () => rootRoute,
    path: '/planner/$id',
    component: function PlanStub() {
      return <p>plan {useParams({ strict: false }).id}</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([onboarding, plan]),
    history: createMemoryHistory({ initialEntries: ['/planner/onboarding'] }),
  });
  const view = render(<RouterProvider router={router} />);
  return { client, router, view };
}

type Answer = Response | ((body: unknown) => Response);

/** For unit tests: fetch answered by "METHOD /path" (others 404), recording each JSON body sent. */
export function plannerFetch(answers: Record<string, Answer>) {
  const bodies: Record<string, unknown[]> = {};
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    (bodies[key] ??= []).push(body);
    const answer = answers[key];
    if (answer === undefined) return jsonResponse({ error: { code: 'common.not_found', message: 'Not found' } }, 404);
    return typeof answer === 'function' ? answer(body) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, bodies };
}
