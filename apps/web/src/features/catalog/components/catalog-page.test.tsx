import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { routeFetch } from '../../../test/route-fetch.ts';
import { makeCourse, makeProgressItem } from '../test-fixtures.ts';
import { renderInRouter } from '../test-render.tsx';
import { CatalogPage } from './catalog-page.tsx';

const retina = { no: 1, slug: 'retina', name: 'Retina' };
const featured = makeCourse({
  uuid: 'u-hero',
  name: 'Extensivo de Oftalmologia',
  featured: true,
  trailer_vimeo_id: '76979871',
  categories: [retina],
});
const locked = makeCourse({
  uuid: 'u-locked',
  name: 'Plástica ocular',
  access: false,
  access_kind: null,
  purchase_url: 'https://pay.test/plastica',
  categories: [retina],
});
const started = makeCourse({ uuid: 'u-started', name: 'Glaucoma na prática', progress: 40 });
const page = (results: unknown[]) => jsonResponse({ page: 1, total_pages: 1, total_results: results.length, results });
const noSession = { isFreemium: false as const, linkFreemium: null };

describe('CatalogPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('shows skeletons with a status while loading', async () => {
    routeFetch({
      '/api/courses': () => new Promise<Response>(() => {}),
      '/api/user/courses': () => new Promise<Response>(() => {}),
    });
    renderInRouter(<CatalogPage type="courses" {...noSession} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');
    expect(document.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(4);
  });

  it('renders the hero, "Continuar assistindo" first, then a row per category and the rest', async () => {
    routeFetch({
      '/api/courses': () => page([featured, locked, started]),
      '/api/user/courses': () =>
        jsonResponse({
          results: [
            makeProgressItem({
              id: 'u-hero',
              title: featured.name,
              last_watched_lesson_link: '/courses/u-hero/module/7?aula=31',
            }),
          ],
        }),
    });
    renderInRouter(<CatalogPage type="courses" {...noSession} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cursos' })).toBeInTheDocument();
    const hero = (await screen.findByRole('heading', { level: 2, name: featured.name })).closest(
      'section',
    ) as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Assistir' })).toHaveAttribute(
      'href',
      '/courses/u-hero/module/7?aula=31',
    );
    expect(within(hero).getByRole('button', { name: 'Ver trailer' })).toBeInTheDocument();

    const rowTitles = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(rowTitles).toEqual([featured.name, 'Continuar assistindo', 'Retina', 'Todos os cursos']);
    expect(screen.getByRole('link', { name: 'Ver todos: Retina' })).toHaveAttribute('href', '/courses/retina/todos');

    const lockedCard = screen.getByRole('link', { name: locked.name }).closest('article') as HTMLElement;
    expect(within(lockedCard).getByText('Bloqueado')).toBeInTheDocument();
    expect(within(lockedCard).getByRole('link', { name: /Adquirir/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: locked.name })).toHaveAttribute('href', '/courses/u-locked');
    expect(screen.getByRole('progressbar', { name: `Progresso em ${started.name}` })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('opens the trailer in a dialog with the Vimeo player', async () => {
    routeFetch({ '/api/courses': () => page([featured]), '/api/user/courses': () => jsonResponse({ results: [] }) });
    renderInRouter(<CatalogPage type="courses" {...noSession} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver trailer' }));
    const dialog = await screen.findByRole('dialog', { name: `Trailer: ${featured.name}` });
    expect(dialog.querySelector('iframe')).toHaveAttribute(
      'src',
      expect.stringContaining('https://player.vimeo.com/video/76979871'),
    );
  });

  it('shows the freemium banner with the end date and the upgrade link', async () => {
    routeFetch({ '/api/courses': () => page([started]), '/api/user/courses': () => jsonResponse({ results: [] }) });
    const endsAt = '2026-11-29T12:00:00.000Z';
    renderInRouter(<CatalogPage type="courses" isFreemium={endsAt} linkFreemium="https://foco.test/assinar" />);
    const banner = await screen.findByTestId('freemium-banner');
    expect(banner).toHaveTextContent('Seu acesso gratuito vai até 29 de novembro de 2026.');
    expect(within(banner).getByRole('link', { name: /Assinar agora/ })).toHaveAttribute(
      'href',
      'https://foco.test/assinar',
    );
  });

  it('opens our own offers page in the app: the upgrade link and a locked course sold here', async () => {
    const soldHere = makeCourse({
      uuid: 'u-r3',
      name: 'Intensivo R3',
      access: false,
      access_kind: null,
      purchase_url: '/page/offers/p-r3',
    });
    routeFetch({
      '/api/courses': () => page([started, soldHere]),
      '/api/user/courses': () => jsonResponse({ results: [] }),
    });
    const endsAt = '2026-11-29T12:00:00.000Z';
    const { router } = renderInRouter(
      <CatalogPage type="courses" isFreemium={endsAt} linkFreemium="/page/offers/p-extensivo" />,
    );
    const banner = await screen.findByTestId('freemium-banner');
    const upgrade = within(banner).getByRole('link', { name: 'Assinar agora' });
    expect(upgrade).toHaveAttribute('href', '/page/offers/p-extensivo');
    expect(upgrade).not.toHaveAttribute('target');
    const lockedCard = screen.getByRole('heading', { name: 'Intensivo R3' }).closest('article') as HTMLElement;
    expect(within(lockedCard).getByRole('link', { name: /Adquirir/ })).toHaveAttribute('href', '/page/offers/p-r3');
    await userEvent.click(upgrade);
    expect(router.state.location.pathname).toBe('/page/offers/p-extensivo');
  });

  it('offers the courses when a kind has no content', async () => {
    routeFetch({ '/api/courses': () => page([]), '/api/user/courses': () => jsonResponse({ results: [] }) });
    renderInRouter(<CatalogPage type="tv" {...noSession} />);
    expect(await screen.findByRole('heading', { name: 'Nenhum conteúdo por aqui ainda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver cursos' })).toHaveAttribute('href', '/courses');
  });

  it('says what failed and tries again', async () => {
    let calls = 0;
    routeFetch({
      '/api/courses': () =>
        ++calls === 1 ? jsonResponse({ error: { code: 'common.internal', message: 'boom' } }, 500) : page([started]),
      '/api/user/courses': () => jsonResponse({ results: [] }),
    });
    renderInRouter(<CatalogPage type="courses" {...noSession} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado do nosso lado');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { level: 2, name: started.name })).toBeInTheDocument();
  });
});
