import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { routeFetch } from '../../../../test/route-fetch.ts';
import { storeSubmission } from '../../api/submit-attempt.ts';
import { markAutoSubmitted } from '../../hooks/auto-submitted-flag.ts';
import { makeAttempt, makeDetail, makeResult } from '../../test-fixtures.ts';
import { apiError, renderInRouter } from '../../test-render.tsx';
import { SimuladoDetailsPage } from './details-page.tsx';

const submittedAttempt = {
  status: 'submitted' as const,
  started_at: '2026-05-12T12:00:00.000Z',
  deadline: '2026-05-12T14:00:00.000Z',
  submitted_at: '2026-05-12T12:45:00.000Z',
  score: 66.7,
};

describe('SimuladoDetailsPage before the attempt', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-05-12T12:00:00.000Z'), shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows the rules, the window in Brasília time, the subjects and starts after a confirmation', async () => {
    const fetchMock = routeFetch({
      '/api/simulados/7': () => jsonResponse(makeDetail()),
      'POST /api/simulados/7/attempt': () => jsonResponse(makeAttempt(), 201),
    });
    const { router } = renderInRouter(<SimuladoDetailsPage simuladoId={7} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Simulado Nacional de Anestesiologia' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aberto')).toBeInTheDocument();
    expect(screen.getByText('Tempo de prova').nextElementSibling).toHaveTextContent('2h');
    expect(screen.getByText('Encerramento').nextElementSibling).toHaveTextContent('10 de jul. de 2026, 12:00');
    expect(screen.getByText('Participantes até agora').nextElementSibling).toHaveTextContent('12');
    expect(screen.getByText('30 questões de múltipla escolha.')).toBeInTheDocument();
    expect(screen.getByText('Farmacologia').nextElementSibling).toHaveTextContent('18 questões');

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Iniciar simulado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar o simulado agora?' });
    expect(dialog).toHaveTextContent('O cronômetro começa agora e não para: você terá 2h para responder 30 questões');
    await user.click(within(dialog).getByRole('button', { name: 'Começar agora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questoes/simulado/7'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('continues an attempt in progress with the time left', async () => {
    const attempt = {
      status: 'in_progress' as const,
      started_at: '2026-05-12T11:00:00.000Z',
      deadline: '2026-05-12T13:00:00.000Z',
      submitted_at: null,
      score: null,
    };
    routeFetch({ '/api/simulados/7': () => jsonResponse(makeDetail({ attempt })) });
    renderInRouter(<SimuladoDetailsPage simuladoId={7} />);
    expect(await screen.findByText('Você já começou este simulado. Restam 1h para entregar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/questoes/simulado/7');
    expect(screen.getByRole('link', { name: 'Abrir no layout clássico' })).toHaveAttribute(
      'href',
      '/questoes/simulado_old/7',
    );
  });

  it('says when an upcoming simulado opens, and that a closed one was missed', async () => {
    routeFetch({
      '/api/simulados/7': () => jsonResponse(makeDetail({ state: 'upcoming', opens_at: '2026-06-01T13:00:00.000Z' })),
    });
    renderInRouter(<SimuladoDetailsPage simuladoId={7} />);
    expect(await screen.findByText(/Este simulado abre em 1 de jun. de 2026, 10:00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar simulado' })).not.toBeInTheDocument();
  });

  it('says a closed simulado was missed', async () => {
    routeFetch({ '/api/simulados/7': () => jsonResponse(makeDetail({ state: 'closed' })) });
    renderInRouter(<SimuladoDetailsPage simuladoId={7} />);
    expect(
      await screen.findByText(/foi encerrado em 10 de jul. de 2026, 12:00 e você não participou/),
    ).toBeInTheDocument();
  });

  it('answers an unknown id with a not-found message', async () => {
    routeFetch({ '/api/simulados/7': () => apiError(404, 'common.not_found') });
    renderInRouter(<SimuladoDetailsPage simuladoId={7} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Não encontramos este simulado' })).toBeInTheDocument();
  });
});

describe('SimuladoDetailsPage after submission', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('says the learner is the first taker instead of a percentile of nobody', async () => {
    routeFetch({
      '/api/simulados/7': () => jsonResponse(makeDetail({ state: 'closed', attempt: submittedAttempt })),
      '/api/simulados/7/result': () => jsonResponse(makeResult({ takers: 1, position: 1, percentile: 100 })),
    });
    renderInRouter(<SimuladoDetailsPage simuladoId={7} />);
    expect(
      await screen.findByText('Você é o primeiro participante: a comparação aparece quando outros entregarem'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Melhor que/)).not.toBeInTheDocument();
  });

  it('shows the score, the ranking, the distribution, by subject and every question with its explanations', async () => {
    routeFetch({
      '/api/simulados/7': () => jsonResponse(makeDetail({ state: 'closed', attempt: submittedAttempt })),
      '/api/simulados/7/result': () => jsonResponse(makeResult()),
    });
    renderInRouter(<SimuladoDetailsPage simuladoId={7} />);
    expect(await screen.findByTestId('result-score')).toHaveTextContent('66,7%');
    expect(screen.getByText('2 de 3 acertos')).toBeInTheDocument();
    expect(screen.getByText('3º de 42 participantes')).toBeInTheDocument();
    expect(screen.getByText('Melhor que 88,5% dos participantes')).toBeInTheDocument();
    expect(screen.getByText('45 min')).toBeInTheDocument();
    expect(screen.queryByText('Entregue automaticamente no fim do tempo.')).not.toBeInTheDocument();
    // The chart's text alternative: the learner's range (66.7 → 60–69) with its takers.
    expect(screen.getByText('Sua faixa: 60–69% (12 participantes)')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '60–69% (você) 12' })).toBeInTheDocument();
    // By subject.
    expect(screen.getByRole('row', { name: /Farmacologia 1\/2 50%/ })).toBeInTheDocument();

    // Collapsed to number, outcome and mark until opened.
    const first = screen.getByRole('article', { name: 'Questão 1' });
    expect(within(first).getByText('Você errou')).toBeInTheDocument();
    expect(within(first).getByText('Marcada para revisão')).toBeInTheDocument();
    const toggle = within(first).getByRole('button', { name: /^Questão 1/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).queryByText('Correta')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const choices = within(first).getAllByRole('listitem');
    expect(choices[1]).toHaveTextContent('Sua resposta');
    expect(choices[1]).toHaveTextContent('25% dos participantes');
    expect(choices[2]).toHaveTextContent('Correta');
    expect(choices[2]).toHaveTextContent('60% dos participantes');
    expect(within(first).queryByText('A succinilcolina tem início rápido.')).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Comentários da questão' }));
    expect(within(first).getByRole('button', { name: 'Comentários da questão' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(first).getByText('A succinilcolina tem início rápido.')).toBeInTheDocument();
    expect(within(first).getByText('C é a correta.')).toBeInTheDocument();

    expect(
      within(screen.getByRole('article', { name: 'Questão 2' })).getByText('Anulada: conta como acerto'),
    ).toBeInTheDocument();
  });

  it('filters the review (wrong, blank, marked, with counts) and jumps to a question from the grid', async () => {
    routeFetch({
      '/api/simulados/7': () => jsonResponse(makeDetail({ state: 'closed', attempt: submittedAttempt })),
      '/api/simulados/7/result': () => jsonResponse(makeResult()),
    });
    renderInRouter(<SimuladoDetailsPage simuladoId={7} />);
    const filters = await screen.findByRole('group', { name: 'Filtrar questões' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Todas(2)', 'Erradas(1)', 'Em branco(1)', 'Marcadas(1)']);
    await userEvent.click(within(filters).getByRole('button', { name: /^Erradas/ }));
    expect(within(filters).getByRole('button', { name: /^Erradas/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'result-question-1',
    ]);
    expect(screen.getByText('Mostrando 1 de 2 questões')).toBeInTheDocument();

    // The grid: outcome in words for each number; a jump to a question the filter hides shows all and opens it.
    const grid = screen.getByRole('navigation', { name: 'Ir para a questão' });
    expect(
      within(grid).getByRole('button', { name: 'Questão 1: Você errou, Marcada para revisão' }),
    ).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: 'Questão 2: Anulada: conta como acerto' }));
    expect(within(filters).getByRole('button', { name: /^Todas/ })).toHaveAttribute('aria-pressed', 'true');
    const second = within(screen.getByRole('article', { name: 'Questão 2' })).getByRole('button', {
      name: /^Questão 2/,
    });
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveFocus();
  });

  it('opens the result a hand-in just answered without asking the server for it again', async () => {
    const fetchMock = routeFetch({
      '/api/simulados/7': () => jsonResponse(makeDetail({ state: 'closed', attempt: submittedAttempt })),
      '/api/simulados/7/result': () => jsonResponse(makeResult()),
    });
    const { client } = renderInRouter(<SimuladoDetailsPage simuladoId={7} />);
    storeSubmission(client, 7, makeResult());
    expect(await screen.findByRole('group', { name: 'Filtrar questões' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname)).not.toContain(
      '/api/simulados/7/result',
    );
  });

  it('holds the key back until the simulado closes, and says when it comes', async () => {
    const held = makeResult({ answer_key_available: false, answer_key_released_at: '2027-01-15T02:59:00.000Z' });
    held.questions = held.questions.map((question) => ({
      ...question,
      correct_alternative: null,
      correct: null,
      explanation: null,
      alternatives: question.alternatives.map(({ letter }) => ({ letter, explanation: null, share: null })),
    }));
    routeFetch({
      '/api/simulados/7': () => jsonResponse(makeDetail({ attempt: submittedAttempt })),
      '/api/simulados/7/result': () => jsonResponse(held),
    });
    renderInRouter(<SimuladoDetailsPage simuladoId={7} />);
    expect(
      await screen.findByText(/^O gabarito será liberado em 14 de jan\. de 2027, 23:59 \(horário de Brasília\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Suas respostas' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Filtrar questões' })).queryByRole('button', { name: /^Erradas/ }),
    ).not.toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Questão 1' });
    expect(within(first).getByText('Respondida')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: /^Questão 1/ }));
    expect(within(first).getAllByRole('listitem')[1]).toHaveTextContent('Sua resposta');
    expect(within(first).queryByText('Correta')).not.toBeInTheDocument();
    expect(within(first).queryByText(/dos participantes/)).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Comentários da questão' })).not.toBeInTheDocument();
  });

  it("holds back a question's key while another open simulado holds it, and says why", async () => {
    const result = makeResult();
    const [first, ...rest] = result.questions;
    if (!first) throw new Error('fixture without questions');
    const held = {
      ...first,
      correct_alternative: null,
      correct: null,
      explanation: null,
      alternatives: first.alternatives.map(({ letter }) => ({ letter, explanation: null, share: null })),
      key_released_at: '2027-01-15T02:59:00.000Z',
    };
    routeFetch({
      '/api/simulados/7': () => jsonResponse(makeDetail({ state: 'closed', attempt: submittedAttempt })),
      '/api/simulados/7/result': () => jsonResponse({ ...result, questions: [held, ...rest] }),
    });
    renderInRouter(<SimuladoDetailsPage simuladoId={7} />);
    const article = await screen.findByRole('article', { name: 'Questão 1' });
    expect(within(article).getByText('Respondida')).toBeInTheDocument();
    await userEvent.click(within(article).getByRole('button', { name: /^Questão 1/ }));
    expect(
      within(article).getByText(/também está em um simulado que ainda não encerrou: .* 14 de jan\. de 2027, 23:59/),
    ).toBeInTheDocument();
    expect(within(article).queryByText('Correta')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Gabarito comentado' })).toBeInTheDocument();
  });

  it('says the time ran out when the exam page submitted at the deadline', async () => {
    markAutoSubmitted(7);
    routeFetch({
      '/api/simulados/7': () => jsonResponse(makeDetail({ attempt: submittedAttempt })),
      '/api/simulados/7/result': () => jsonResponse(makeResult()),
    });
    renderInRouter(<SimuladoDetailsPage simuladoId={7} />);
    expect(await screen.findByText('Tempo esgotado: seu simulado foi entregue automaticamente.')).toBeInTheDocument();
    expect(await screen.findByText('Entregue automaticamente no fim do tempo.')).toBeInTheDocument();
  });
});
