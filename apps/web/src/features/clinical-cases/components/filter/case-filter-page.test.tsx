import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryTreeCache } from '../../../../lib/category-tree/get-category-tree.ts';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { routeFetch, sentCalls } from '../../../../test/route-fetch.ts';
import type { CaseFilterState } from '../../logic/filter-search.ts';
import { makeSummary } from '../test/case-fixtures.ts';
import { renderCases } from '../test/list-test-render.tsx';
import { CaseFilterPage } from './case-filter-page.tsx';

const tree = {
  type: 7,
  categorias: [
    {
      id: 70,
      desc: 'Clínica médica',
      sub_categorias: [
        { id: 71, desc: 'Cardiologia' },
        { id: 72, desc: 'Infectologia' },
      ],
    },
  ],
};

const counts = (total: number) => ({
  total,
  categories: { '70': total, '71': 3, '72': 2 },
  difficulty: { easy: 1, medium: 3, hard: 1 },
  duration: { short: 2, medium: 2, long: 1 },
  status: { new: 4, in_progress: 1, finished: 0 },
});

/** The page with its filter held as the route holds it (in the address), and every change recorded. */
function Harness({ onChange }: { onChange: (filter: CaseFilterState) => void }) {
  const [filter, setFilter] = useState<CaseFilterState>({
    categories: [],
    difficulty: [],
    duration: [],
    status: [],
    page: 1,
  });
  return (
    <CaseFilterPage
      filter={filter}
      onChange={(next) => {
        onChange(next);
        setFilter(next);
      }}
    />
  );
}

describe('CaseFilterPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => categoryTreeCache.clear());

  it('shows the subject tree and each facet with its count, and the matching cases', async () => {
    routeFetch({
      '/api/questions/categories': jsonResponse(tree),
      'POST /api/clinical-cases/counts': jsonResponse(counts(5)),
      '/api/clinical-cases': jsonResponse({
        page: 1,
        total_pages: 1,
        total_results: 5,
        results: [makeSummary()],
      }),
    });
    renderCases(<Harness onChange={() => undefined} />, '/casos-clinicos/filtro');
    expect(
      await screen.findByRole('checkbox', { name: 'Clínica médica (5 casos)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Médio (3 casos)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Até 15 min (2 casos)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Concluídos (nenhum caso)' })).toBeInTheDocument();
    const results = within(await screen.findByTestId('filter-results'));
    expect(results.getByRole('link', { name: 'Abrir o caso Dor torácica no pronto-socorro' })).toHaveAttribute(
      'href',
      '/casos-clinicos/5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver casos' }));
    expect(screen.getByRole('heading', { name: 'Casos encontrados' })).toHaveFocus();
  });

  it('a tick changes the filter (back to page 1); the counts and the list follow with the new filter', async () => {
    const fetchMock = routeFetch({
      '/api/questions/categories': jsonResponse(tree),
      'POST /api/clinical-cases/counts': jsonResponse(counts(5)),
      '/api/clinical-cases': jsonResponse({ page: 1, total_pages: 1, total_results: 0, results: [] }),
    });
    const onChange = vi.fn();
    renderCases(<Harness onChange={onChange} />, '/casos-clinicos/filtro');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mostrar subtemas de Clínica médica' }, { timeout: 5000 }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cardiologia (3 casos)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Difícil (1 caso)' }));
    expect(onChange).toHaveBeenLastCalledWith({
      categories: [71],
      difficulty: ['hard'],
      duration: [],
      status: [],
      page: 1,
    });
    await vi.waitFor(() =>
      expect(sentCalls(fetchMock)).toContain(
        'GET /api/clinical-cases?categories=71&difficulty=hard&page=1&per_page=10',
      ),
    );
    expect(
      await screen.findByText('Nenhum caso combina com este filtro. Desmarque uma opção ou limpe o filtro.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(onChange).toHaveBeenLastCalledWith({ categories: [], difficulty: [], duration: [], status: [], page: 1 });
  });
});
