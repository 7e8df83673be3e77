import type { QuestionCategoryNode } from '@members/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { categoryTreeCache } from '../../../../lib/category-tree/get-category-tree.ts';
import { routeFetch, sentBodies } from '../../../../test/route-fetch.ts';
import { makeSession } from '../../test-fixtures.ts';
import { renderPage } from '../../test-render.tsx';
import { QuestionFilterPage } from './question-filter-page.tsx';

const trees: Record<string, QuestionCategoryNode[]> = {
  '7': [
    {
      id: 1,
      desc: 'Retina',
      sub_categorias: [
        {
          id: 2,
          desc: 'Retinopatia diabética',
          sub_categorias: [
            { id: 3, desc: 'Edema macular' },
            { id: 6, desc: 'Proliferativa' },
          ],
        },
        { id: 5, desc: 'Descolamento' },
      ],
    },
    { id: 4, desc: 'Glaucoma' },
  ],
  '1': [
    { id: 10, desc: 'USP-SP' },
    { id: 11, desc: 'UNIFESP' },
  ],
  '2': [{ id: 20, desc: '2023' }],
  '3': [{ id: 30, desc: 'FUVEST' }],
};

/** Counts that depend on the ticks: the institutions narrow the subjects, and the other way round. */
function counts(categories: number[]) {
  const institution = categories.includes(10);
  const subject = categories.includes(1);
  return {
    total: subject && institution ? 5 : subject ? 12 : institution ? 9 : 40,
    categories: {
      '1': institution ? 5 : 12,
      '2': 7,
      '3': 4,
      '4': 20,
      '10': subject ? 5 : 9,
      '11': 6,
      '20': 40,
      '30': 40,
    },
    status: { not_answered: 30, answered_wrong: 4, marked: 2 },
  };
}

function filterRoutes(extra: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    '/api/questions/categories': ({ url }) =>
      jsonResponse({
        type: Number(url.searchParams.get('type')),
        categorias: trees[url.searchParams.get('type') ?? ''] ?? [],
      }),
    'POST /api/questions/counts': ({ body }) => jsonResponse(counts((body as { categories: number[] }).categories)),
    ...extra,
  });
}

describe('QuestionFilterPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => categoryTreeCache.clear());

  it('shows every category type with counts, ticks subtrees and sends only the top-most ids', async () => {
    const user = userEvent.setup();
    const fetchMock = filterRoutes();
    renderPage(() => <QuestionFilterPage />, '/questoes/filtro');
    const subjects = within((await screen.findByRole('group', { name: 'Assuntos' })) as HTMLElement);
    expect(screen.getByRole('group', { name: 'Instituições' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Anos' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Bancas' })).toBeInTheDocument();
    expect(await screen.findByText('40 questões encontradas')).toBeInTheDocument();
    expect(await subjects.findByRole('checkbox', { name: 'Retina (12 questões)' })).toBeInTheDocument();

    await user.click(subjects.getByRole('button', { name: 'Mostrar subtemas de Retina' }));
    await user.click(subjects.getByRole('button', { name: 'Mostrar subtemas de Retinopatia diabética' }));
    await user.click(subjects.getByRole('checkbox', { name: /^Retina / }));
    expect(subjects.getByRole('checkbox', { name: /Edema macular/ })).toBeChecked();
    expect(await screen.findByText('12 questões encontradas')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /USP-SP/ }));
    expect(await screen.findByText('5 questões encontradas')).toBeInTheDocument();
    expect(subjects.getByRole('checkbox', { name: 'Retina (5 questões)' })).toBeChecked();
    expect(sentBodies(fetchMock, 'POST', '/api/questions/counts').at(-1)).toEqual({ categories: [1, 10], status: [] });

    // Unticking a node unticks its ancestors: they are partly ticked, and the rest of their subtree is sent.
    await user.click(subjects.getByRole('checkbox', { name: /Edema macular/ }));
    expect(subjects.getByRole('checkbox', { name: /^Retina / })).toHaveProperty('indeterminate', true);
    expect(subjects.getByRole('checkbox', { name: /Retinopatia diabética/ })).toHaveProperty('indeterminate', true);
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/questions/counts').at(-1)).toEqual({
        categories: [6, 5, 10],
        status: [],
      }),
    );

    await user.click(screen.getByRole('checkbox', { name: /Que errei/ }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/questions/counts').at(-1)).toEqual({
        categories: [6, 5, 10],
        status: ['answered_wrong'],
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Que errei (4 questões)' })).toBeChecked();
  }, 20_000);

  it('keeps one order for reading, tabbing and seeing: the types, the status, the number of questions, then the start', async () => {
    filterRoutes();
    renderPage(() => <QuestionFilterPage />, '/questoes/filtro');
    await screen.findByText('40 questões encontradas');
    const groups = screen.getAllByRole('group').filter((group) => group.tagName === 'FIELDSET');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Assuntos',
      'Instituições',
      'Anos',
      'Bancas',
      'Situação',
      'Número de questões',
    ]);
    const size = screen.getByRole('group', { name: 'Número de questões' });
    expect(
      size.compareDocumentPosition(screen.getByRole('button', { name: 'Começar treino' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Nothing moves the boxes away from their place in the page (CSS order would, differently per screen).
    const classes = [...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
    expect(classes.filter((name) => /(^|:)order-/.test(name))).toEqual([]);
  });

  it('debounces the counts: quick ticks make one request', async () => {
    const fetchMock = filterRoutes();
    renderPage(() => <QuestionFilterPage />, '/questoes/filtro');
    await screen.findByText('40 questões encontradas');
    const before = sentBodies(fetchMock, 'POST', '/api/questions/counts').length;
    fireEvent.click(screen.getByRole('checkbox', { name: /USP-SP/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /UNIFESP/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /FUVEST/ }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/questions/counts').length).toBe(before + 1));
    expect(sentBodies(fetchMock, 'POST', '/api/questions/counts').at(-1)).toEqual({
      categories: [10, 11, 30],
      status: [],
    });
  });

  it('checks the number of questions, starts the practice and opens it', async () => {
    const user = userEvent.setup();
    const fetchMock = filterRoutes({
      'POST /api/questions/practice-sessions': jsonResponse(makeSession({ id: 9 }), 201),
    });
    const { router } = renderPage(() => <QuestionFilterPage />, '/questoes/filtro');
    await screen.findByText('40 questões encontradas');
    const size = screen.getByLabelText('Ou digite outro número (de 1 a 100)');
    await user.clear(size);
    await user.type(size, '0');
    expect(screen.getByText('O treino precisa de pelo menos 1 questão.')).toBeInTheDocument();
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Começar treino' })).toBeDisabled();
    await user.clear(size);
    await user.type(size, '101');
    expect(screen.getByText('O treino pode ter no máximo 100 questões.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '20' }));
    expect(screen.getByRole('button', { name: '20' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('checkbox', { name: /Glaucoma/ }));
    await user.click(screen.getByRole('button', { name: 'Começar treino' }));
    await waitFor(() => expect(router.state.location.href).toBe('/questoes/treino-livre?sessao=9'));
    expect(sentBodies(fetchMock, 'POST', '/api/questions/practice-sessions')).toEqual([
      { filter: { categories: [4], status: [] }, size: 20 },
    ]);
  });

  it('says so when no question matches, and "Limpar filtro" clears every tick', async () => {
    const user = userEvent.setup();
    filterRoutes({
      'POST /api/questions/practice-sessions': jsonResponse(
        { error: { code: 'questions.filter_empty', message: 'empty' } },
        422,
      ),
    });
    renderPage(() => <QuestionFilterPage />, '/questoes/filtro');
    await screen.findByText('40 questões encontradas');
    await user.click(screen.getByRole('checkbox', { name: /FUVEST/ }));
    await user.click(screen.getByRole('button', { name: 'Começar treino' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nenhuma questão corresponde a esse filtro.');
    await user.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(screen.getByRole('checkbox', { name: /FUVEST/ })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the trees from the category cache when it opens again', async () => {
    const fetchMock = filterRoutes();
    renderPage(() => <QuestionFilterPage />, '/questoes/filtro');
    await screen.findByRole('checkbox', { name: /FUVEST/ });
    const categoryCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/questions/categories')).length;
    expect(categoryCalls()).toBe(4);
    document.body.innerHTML = '';
    renderPage(() => <QuestionFilterPage />, '/questoes/filtro');
    expect(await screen.findByRole('checkbox', { name: /FUVEST/ })).toBeInTheDocument();
    expect(categoryCalls()).toBe(4);
  });
});
