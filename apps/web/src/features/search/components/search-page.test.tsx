import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import {
  courseFixture,
  courseUuid,
  lessonHitFixture,
  lessonsPage,
  renderWithProviders,
  searchAnswer,
} from '../test-fixtures.tsx';
import { SearchPage } from './search-page.tsx';

/** The page with its owner's state standing in for the address's `?q=`. */
function SearchHarness({ initial, onQueryChange }: { initial: string; onQueryChange?: (query: string) => void }) {
  const [query, setQuery] = useState(initial);
  const change = (next: string) => {
    setQuery(next);
    onQueryChange?.(next);
  };
  return <SearchPage query={query} onQueryChange={change} />;
}

const locked = courseFixture({
  uuid: 'f3c1e1de-3f4b-4c55-8f0e-9a0b1c2d3e4f',
  name: 'Glaucoma Avançado',
  access: false,
  purchase_url: 'https://loja.test',
  aula: 1,
});

describe('SearchPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('shows the hint under 2 characters and searches nothing', async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<SearchHarness initial="g" />);
    expect(await screen.findByRole('searchbox', { name: 'Buscar cursos e aulas' })).toHaveValue('g');
    expect(screen.getByText('Digite pelo menos 2 caracteres para buscar.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('groups the results under "Cursos" and "Aulas", with counts, links, badges and marks', async () => {
    const watched = lessonHitFixture(2, { watched: true, title: 'Campimetria no glaucoma' });
    const closed = lessonHitFixture(3, { access: false, title: 'Cirurgia filtrante' });
    const fetchMock = mockFetch(
      jsonResponse(
        searchAnswer('glaucoma', [courseFixture(), locked], lessonsPage([lessonHitFixture(1), watched, closed], 12)),
      ),
    );
    renderWithProviders(<SearchHarness initial="glaucoma" />);

    const courses = within((await screen.findByRole('heading', { name: 'Cursos' })).closest('section') as HTMLElement);
    expect(courses.getByText('2 cursos')).toBeInTheDocument();
    expect(courses.getByRole('link', { name: 'Glaucoma Essencial' })).toHaveAttribute('href', `/courses/${courseUuid}`);
    expect(courses.getByText('24 aulas')).toBeInTheDocument();
    expect(
      within(courses.getByRole('link', { name: 'Glaucoma Avançado' }).closest('li') as HTMLElement).getByText(
        'Bloqueado',
      ),
    ).toBeInTheDocument();

    const lessons = within(screen.getByRole('heading', { name: 'Aulas' }).closest('section') as HTMLElement);
    expect(lessons.getByText('12 aulas')).toBeInTheDocument();
    expect(lessons.getByRole('link', { name: 'Campimetria no glaucoma' })).toHaveAttribute(
      'href',
      `/courses/${courseUuid}/module/3?aula=2`,
    );
    expect(
      within(lessons.getByRole('link', { name: 'Campimetria no glaucoma' }).closest('li') as HTMLElement).getByText(
        'Assistida',
      ),
    ).toBeInTheDocument();
    expect(
      within(lessons.getByRole('link', { name: 'Cirurgia filtrante' }).closest('li') as HTMLElement).getByText(
        'Bloqueada',
      ),
    ).toBeInTheDocument();
    expect(lessons.getAllByText('Glaucoma Essencial', { exact: false }).length).toBe(3);
    expect(lessons.getAllByText('glaucoma', { selector: 'mark' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Mostrando 3 de 12 aulas')).toBeInTheDocument();
    expect(sentRequest(fetchMock).url).toBe('/api/search?q=glaucoma&page=1&per_page=20');
  });

  it('shows only the group that found something', async () => {
    mockFetch(jsonResponse(searchAnswer('retina', [], lessonsPage([lessonHitFixture(1)]))));
    renderWithProviders(<SearchHarness initial="retina" />);
    expect(await screen.findByRole('heading', { name: 'Aulas' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cursos' })).not.toBeInTheDocument();
    // Screen readers hear the summary: zero takes "nenhum", never "0 curso".
    expect(screen.getByRole('status')).toHaveTextContent('nenhum curso e 1 aula para “retina”');
  });

  it('says nothing matched, with tips and the catalog', async () => {
    mockFetch(jsonResponse(searchAnswer('xyzw', [], lessonsPage([], 0))));
    renderWithProviders(<SearchHarness initial="xyzw" />);
    expect(await screen.findByRole('heading', { name: 'Nenhum resultado para “xyzw”' })).toBeInTheDocument();
    expect(screen.getByText('Confira se as palavras estão escritas corretamente.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os cursos' })).toHaveAttribute('href', '/courses');
  });

  it('shows skeletons while loading, then the translated error and "Tentar de novo"', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SearchHarness initial="catarata" />);
    expect(await screen.findByTestId('search-skeleton')).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse({ code: 'common.internal', message: 'boom' }, 500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algo deu errado');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(searchAnswer('catarata', [courseFixture({ name: 'Catarata' })], lessonsPage([]))),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Cursos' })).toBeInTheDocument();
  });

  it('appends the next page with "Carregar mais aulas"', async () => {
    const first = Array.from({ length: 20 }, (_, index) => lessonHitFixture(index + 1));
    const fetchMock = mockFetch(
      jsonResponse(searchAnswer('glaucoma', [], lessonsPage(first, 21))),
      jsonResponse(
        searchAnswer('glaucoma', [], lessonsPage([lessonHitFixture(21, { title: 'Aula vinte e um' })], 21, 2)),
      ),
    );
    renderWithProviders(<SearchHarness initial="glaucoma" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Carregar mais aulas' }));
    expect(await screen.findByRole('link', { name: 'Aula vinte e um' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
    expect(sentRequest(fetchMock, 1).url).toBe('/api/search?q=glaucoma&page=2&per_page=20');
    expect(screen.queryByRole('button', { name: 'Carregar mais aulas' })).not.toBeInTheDocument();
  });

  it('writes the query back once typing pauses, then searches it', async () => {
    const onQueryChange = vi.fn<(query: string) => void>();
    const fetchMock = mockFetch(
      jsonResponse(searchAnswer('uveíte', [], lessonsPage([lessonHitFixture(1, { title: 'Uveíte anterior' })]))),
    );
    renderWithProviders(<SearchHarness initial="" onQueryChange={onQueryChange} />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Buscar cursos e aulas' }), 'uveíte');
    expect(onQueryChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onQueryChange).toHaveBeenCalledWith('uveíte'));
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('link', { name: 'Uveíte anterior' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
