import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import {
  courseSearchAnswer,
  courseUuid,
  lessonHitFixture,
  lessonsPage,
  renderWithProviders,
} from '../test-fixtures.tsx';
import { ModuleSearchPage } from './module-search-page.tsx';

const course = jsonResponse({ name: 'Glaucoma Essencial' });

describe('ModuleSearchPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it("is titled with the course's name and links back to the course", async () => {
    const fetchMock = mockFetch(course);
    renderWithProviders(<ModuleSearchPage type="courses" courseUuid={courseUuid} layout="module" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar em Glaucoma Essencial' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao curso' })).toHaveAttribute('href', `/courses/${courseUuid}`);
    expect(screen.getByText('Busque pelo nome de um curso, por um tema ou por uma aula.')).toBeInTheDocument();
    expect(sentRequest(fetchMock).url).toBe(`/api/courses/${courseUuid}`);
  });

  it("searches the course's lessons only, and opens them on the classic layout from module_old", async () => {
    const fetchMock = mockFetch(
      course,
      jsonResponse(courseSearchAnswer('campo', lessonsPage([lessonHitFixture(7, { title: 'Campo visual' })]))),
    );
    renderWithProviders(<ModuleSearchPage type="courses" courseUuid={courseUuid} layout="module_old" />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Buscar aulas do curso' }), 'campo{Enter}');
    const lessons = within((await screen.findByRole('heading', { name: 'Aulas' })).closest('section') as HTMLElement);
    expect(lessons.getByText('1 aula')).toBeInTheDocument();
    expect(lessons.getByRole('link', { name: 'Campo visual' })).toHaveAttribute(
      'href',
      `/courses/${courseUuid}/module_old/3?aula=7`,
    );
    expect(screen.queryByRole('heading', { name: 'Cursos' })).not.toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).url).toBe(`/api/courses/${courseUuid}/search?q=campo&page=1&per_page=20`);
  });

  it('offers to search every course when nothing in this one matches', async () => {
    mockFetch(course, jsonResponse(courseSearchAnswer('retina', lessonsPage([], 0))));
    renderWithProviders(<ModuleSearchPage type="courses" courseUuid={courseUuid} layout="module" />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Buscar aulas do curso' }), 'retina{Enter}');
    expect(await screen.findByRole('heading', { name: 'Nenhum resultado para “retina”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar em todos os cursos' })).toHaveAttribute('href', '/search?q=retina');
  });
});
