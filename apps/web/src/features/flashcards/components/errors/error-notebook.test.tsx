import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { clearToasts } from '../../../../lib/toast/show-toast.tsx';
import { routeFetch, sentCalls } from '../../../../test/route-fetch.ts';
import { makeNotebook } from '../home/home-test-fixtures.ts';
import { renderHome } from '../home/home-test-render.tsx';
import { ErrorNotebook } from './error-notebook.tsx';

const toastLoad = { timeout: 3000 };
const firstExcerpt = /^Remover do caderno: Paciente de 62 anos/;

describe('ErrorNotebook', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => act(() => clearToasts()));

  it('lists each missed question with its subjects, when and where it was missed', async () => {
    routeFetch({ '/api/flashcards/errors': jsonResponse(makeNotebook()) });
    renderHome(<ErrorNotebook />);
    const items = await screen.findAllByTestId('error-notebook-item');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Retina › Vascular')).toBeInTheDocument();
    expect(first.getByText(/^Errada em \d\d\/11 · treino livre · Volta hoje$/)).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText(/· simulado ·/)).toBeInTheDocument();
  });

  it('shows the first four and the rest on demand', async () => {
    const [first] = makeNotebook().items;
    const items = [1, 2, 3, 4, 5].map((index) => ({
      ...first!,
      question_id: 600 + index,
      excerpt: `Questão ${index}`,
    }));
    routeFetch({ '/api/flashcards/errors': jsonResponse({ items }) });
    renderHome(<ErrorNotebook />);
    expect(await screen.findAllByTestId('error-notebook-item')).toHaveLength(4);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostrar todas as 5 questões' }));
    expect(screen.getAllByTestId('error-notebook-item')).toHaveLength(5);
    expect(screen.getByText('Questão 5')).toBeInTheDocument();
  });

  it('removes a question only after the confirmation, says so, and drops it from the list', async () => {
    // The server's notebook: the removal takes the question out of later reads too.
    let removed = false;
    const fetchMock = routeFetch({
      '/api/flashcards/errors': () =>
        jsonResponse({ items: makeNotebook().items.filter((item) => !removed || item.question_id !== 501) }),
      'DELETE /api/flashcards/errors/501': () => ((removed = true), new Response(null, { status: 204 })),
    });
    renderHome(<ErrorNotebook />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: firstExcerpt }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover do caderno de erros?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentCalls(fetchMock)).not.toContain('DELETE /api/flashcards/errors/501');

    await user.click(screen.getByRole('button', { name: firstExcerpt }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Questão removida do caderno de erros.', undefined, toastLoad)).toBeInTheDocument();
    expect(sentCalls(fetchMock)).toContain('DELETE /api/flashcards/errors/501');
    await waitFor(() => expect(screen.getAllByTestId('error-notebook-item')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: firstExcerpt })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Caderno de erros' })).toHaveFocus();
  });

  it('keeps the question and says why when the removal fails', async () => {
    routeFetch({
      '/api/flashcards/errors': jsonResponse(makeNotebook()),
      'DELETE /api/flashcards/errors/501': jsonResponse({ error: { code: 'common.not_found', message: 'x' } }, 404),
    });
    renderHome(<ErrorNotebook />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: firstExcerpt }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Não foi possível remover a questão.');
    expect(screen.getAllByTestId('error-notebook-item')).toHaveLength(2);
  });
});
