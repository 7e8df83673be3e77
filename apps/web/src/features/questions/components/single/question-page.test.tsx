import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { useOutboxStore } from '../../../../lib/outbox/index.ts';
import { routeFetch, sentBodies } from '../../../../test/route-fetch.ts';
import { makeAnswer, positionQuestion } from '../../test-fixtures.ts';
import { renderPage } from '../../test-render.tsx';
import { QuestionPage } from './question-page.tsx';

/** GET /api/questions/:id answers the question and the answer without a position. */
const detail = (answer: ReturnType<typeof makeAnswer> | null = null) => {
  const { question } = positionQuestion(1, 1);
  return jsonResponse({ question, answer });
};
const questionPage = (id: string) => renderPage(() => <QuestionPage id={id} />, `/questoes/questao/${id}`);

describe('QuestionPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => useOutboxStore.setState({ entries: [], status: 'idle', lastErrorCode: null, lastErrorGroup: null }));

  it('shows the question alone, answers it as loose practice, reveals, then leads to the bank', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      '/api/questions/101': detail(),
      'POST /api/questions/101/answers': jsonResponse(makeAnswer({ chosen: 'B', correct: false }), 201),
    });
    const { router } = questionPage('101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questão' })).toBeInTheDocument();
    expect(await screen.findByText(/baixa visual súbita/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pular/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('question-position')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Descolamento de retina/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar resposta' }));
    expect(await screen.findByRole('heading', { name: 'Você errou' })).toBeInTheDocument();
    const [sent] = sentBodies(fetchMock, 'POST', '/api/questions/101/answers');
    expect(sent).toMatchObject({ alternative: 'B' });
    expect(sent).not.toHaveProperty('practice_session_id');
    expect(sent).not.toHaveProperty('track_id');

    await user.click(screen.getByRole('button', { name: /Ir ao banco de questões/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questoes'));
  });

  it('shows an answer given before revealed at once', async () => {
    routeFetch({ '/api/questions/101': detail(makeAnswer({ chosen: 'A', correct: true })) });
    questionPage('101');
    expect(await screen.findByRole('heading', { name: 'Você acertou!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar resposta' })).not.toBeInTheDocument();
  });

  it('says a missing question is not there, with the way back', async () => {
    routeFetch({});
    questionPage('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questão não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às questões' })).toHaveAttribute('href', '/questoes');
  });

  it('says an id that is no number is not there without asking the server', async () => {
    const fetchMock = routeFetch({});
    questionPage('abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questão não encontrada' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the question could not load', async () => {
    const user = userEvent.setup();
    let calls = 0;
    routeFetch({
      '/api/questions/101': () =>
        ++calls === 1 ? jsonResponse({ error: { code: 'common.internal', message: 'boom' } }, 500) : detail().clone(),
    });
    questionPage('101');
    expect(await screen.findByText('Não foi possível abrir a questão.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText(/baixa visual súbita/)).toBeInTheDocument();
  });
});
