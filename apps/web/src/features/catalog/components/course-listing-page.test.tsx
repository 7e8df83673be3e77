import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { routeFetch } from '../../../test/route-fetch.ts';
import { makeCourse } from '../test-fixtures.ts';
import { renderInRouter } from '../test-render.tsx';
import { CourseListingPage } from './course-listing-page.tsx';

const categories = jsonResponse({ results: [{ no: 4, slug: 'retina', name: 'Retina', total: 30 }] });
const listing = (page: number, totalPages: number, results = [makeCourse()]) =>
  jsonResponse({ page, total_pages: totalPages, total_results: 30, results });

describe('CourseListingPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('titles the grid with the category name and pages with Anterior / Próxima', async () => {
    const fetchMock = routeFetch({
      '/api/courses': () => listing(2, 3),
      '/api/courses/categories': () => categories.clone(),
    });
    renderInRouter(
      <CourseListingPage type="courses" category="retina" query="todos" page={2} />,
      '/courses/retina/todos?page=2',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Retina' })).toBeInTheDocument();
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/courses/retina/todos');
    expect(screen.getByRole('link', { name: 'Próxima' })).toHaveAttribute('href', '/courses/retina/todos?page=3');
    expect(screen.getByRole('heading', { level: 2, name: makeCourse().name })).toBeInTheDocument();
    const listCall = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/courses?'));
    expect(listCall).toBe('/api/courses?type=courses&category=retina&page=2&per_page=24');
  });

  it('finds a genre by its number and sends the text filter', async () => {
    const fetchMock = routeFetch({
      '/api/courses': () => listing(1, 1),
      '/api/courses/categories': () => categories.clone(),
    });
    renderInRouter(<CourseListingPage type="tv" category="4" query="edema" page={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Retina' })).toBeInTheDocument();
    expect(screen.getByText('Resultados para “edema”')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/courses?type=tv&category=4&q=edema&page=1&per_page=24',
    );
  });

  it('past the last page: an empty state with a link to page 1', async () => {
    routeFetch({ '/api/courses': () => listing(9, 3, []), '/api/courses/categories': () => categories.clone() });
    renderInRouter(
      <CourseListingPage type="courses" category="retina" query="todos" page={9} />,
      '/courses/retina/todos?page=9',
    );
    expect(await screen.findByRole('heading', { name: 'Esta página está vazia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página 1' })).toHaveAttribute('href', '/courses/retina/todos');
  });

  it('uses a generic title for every category ("todos")', async () => {
    routeFetch({ '/api/courses': () => listing(1, 1), '/api/courses/categories': () => categories.clone() });
    renderInRouter(<CourseListingPage type="movie" category="todos" query="todos" page={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Todas as palestras' })).toBeInTheDocument();
  });
});
