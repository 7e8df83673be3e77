import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestLocale } from '../../lib/i18n/testing.ts';
import { PlannerLayout } from './planner-layout.tsx';

function renderLayout(path: string) {
  const client = new QueryClient();
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <PlannerLayout>
          <Outlet />
        </PlannerLayout>
      </QueryClientProvider>
    ),
  });
  const page = (title: string) => () => <h1>{title}</h1>;
  const planRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'planner/$id',
    component: page('Plano'),
    staticData: { area: 'planner', layout: 'planner' },
  });
  const termsRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'terms',
    component: page('Termos'),
    staticData: { area: 'terms', layout: 'planner' },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([planRoute, termsRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
}

describe('PlannerLayout', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it("keeps the way around the app on the planner's pages: the study areas, search and profile", async () => {
    renderLayout('/planner/7');
    expect(await screen.findByRole('heading', { name: 'Plano' })).toBeInTheDocument();
    // The header's links (a desktop) and the bottom bar (a phone): CSS shows one of them per width.
    const navigations = screen.getAllByRole('navigation', { name: 'Navegação principal' });
    expect(navigations).toHaveLength(2);
    for (const navigation of navigations) {
      expect(within(navigation).getByRole('link', { name: /Cursos/ })).toHaveAttribute('href', '/courses');
    }
    expect(screen.getByRole('link', { name: 'Meu perfil' })).toHaveAttribute('href', '/person');
  });

  it('keeps /terms focused: no navigation, the home link and Sair', async () => {
    renderLayout('/terms');
    expect(await screen.findByRole('heading', { name: 'Termos' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });
});
