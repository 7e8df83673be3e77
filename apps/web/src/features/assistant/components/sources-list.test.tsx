import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { makeCitation, renderWithRouter } from '../test/assistant-test-render.tsx';
import { SourcesList } from './sources-list.tsx';

describe('SourcesList', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('lists each source with its kind, title, place and excerpt, each opening its place', async () => {
    renderWithRouter(
      <SourcesList
        citations={[
          makeCitation({ n: 1, seconds: 754 }),
          makeCitation({ n: 2, kind: 'handout', title: 'Apostila de glaucoma', apostila_id: 9, page: 3 }),
          makeCitation({ n: 3, kind: 'case', title: 'Dor ocular súbita', case_id: 12, course_id: null }),
        ]}
      />,
    );
    const list = await screen.findByTestId('assistant-sources');
    expect(screen.getByRole('heading', { name: 'Fontes' })).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: '1. Aula Glaucoma agudo em 12:34' }),
    ).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('A pressão intraocular sobe de repente.');
    const handout = within(items[1] as HTMLElement).getByRole('link', {
      name: '2. Apostila Apostila de glaucoma p. 3 (abre em nova aba)',
    });
    expect(handout).toHaveAttribute('href', '/api/apostilas/9/download?inline=1#page=3');
    expect(
      within(items[2] as HTMLElement).getByRole('link', { name: '3. Caso clínico Dor ocular súbita' }),
    ).toHaveAttribute('href', '/casos-clinicos/12');
  });

  it('shows nothing for an answer without sources', () => {
    renderWithRouter(<SourcesList citations={[]} />);
    expect(screen.queryByRole('heading', { name: 'Fontes' })).not.toBeInTheDocument();
  });
});
