import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { HomePage, type HomePageProps } from './home-page.tsx';

const producer = { nome: 'Foco Oftalmo', app_title_home: 'Rumo à residência', app_text_home: 'Estude todo dia.' };
const started = {
  id: 'c-1',
  kind: 'courses',
  title: 'Catarata',
  description: '',
  backdrop_path: '',
  poster_path: '/api/files/covers/catarata.jpg',
  popularity: 1,
  purchase_url: null,
  duration_in_hours: 10,
  access_status: 'liberado',
  total_aulas: 10,
  total_aulas_assistidas: 4,
  total_trilhas: 0,
  total_trilhas_flashcards: 0,
  total_tasks: 0,
  tasks_completed: 0,
  last_watched_lesson_link: '/courses/c-1/module/3?aula=9',
  total_apostilas: 0,
  order: 1,
};

function renderHome(results: unknown[], props: Partial<HomePageProps> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ results }))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <HomePage producer={producer} {...props} />
      </QueryClientProvider>
    ),
  });
  render(
    <RouterProvider
      router={createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })}
    />,
  );
}

describe('HomePage', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it("keeps the producer's title and text and lists the courses in progress with Continuar", async () => {
    renderHome([started]);
    // The producer's texts are Portuguese whatever the interface's language: marked so for screen readers.
    expect(await screen.findByRole('heading', { level: 1, name: 'Rumo à residência' })).toHaveAttribute(
      'lang',
      'pt-BR',
    );
    expect(screen.getByText('Estude todo dia.')).toHaveAttribute('lang', 'pt-BR');
    const section = screen.getByRole('heading', { name: 'Seus cursos' }).closest('section') as HTMLElement;
    const link = await within(section).findByRole('link', { name: 'Continuar Catarata' });
    expect(link).toHaveAttribute('href', '/courses/c-1/module/3?aula=9');
    expect(within(link).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('heading', { name: 'Estudar agora' })).toBeInTheDocument();
  });

  it('says Começar, not Continuar, on a course with no lesson watched yet', async () => {
    renderHome([{ ...started, total_aulas_assistidas: 0, last_watched_lesson_link: null }]);
    const section = (await screen.findByRole('heading', { name: 'Seus cursos' })).closest('section') as HTMLElement;
    const link = await within(section).findByRole('link', { name: 'Começar Catarata' });
    expect(link).toHaveAttribute('href', '/courses/c-1');
    expect(within(link).getByText('Começar')).toBeInTheDocument();
    expect(within(section).queryByText('Continuar')).not.toBeInTheDocument();
  });

  it('offers the catalog when no course was started', async () => {
    renderHome([]);
    expect(await screen.findByText(/Você ainda não começou nenhum curso/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver cursos' })).toHaveAttribute('href', '/courses');
  });

  it("shows the route's planner slot and leads the planner shortcut to the active plan", async () => {
    renderHome([], { plannerToday: <section aria-label="Hoje no seu plano" />, activePlanId: 7 });
    expect(await screen.findByRole('region', { name: 'Hoje no seu plano' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Planner/ })).toHaveAttribute('href', '/planner/7');
  });

  it('without an active plan the planner shortcut leads to the onboarding', async () => {
    renderHome([]);
    expect(await screen.findByRole('link', { name: /^Planner/ })).toHaveAttribute('href', '/planner/onboarding');
  });
});
