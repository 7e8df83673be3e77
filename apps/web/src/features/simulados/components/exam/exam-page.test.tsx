import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { useOutboxStore } from '../../../../lib/outbox/index.ts';
import { routeFetch } from '../../../../test/route-fetch.ts';
import { readAutoSubmitted } from '../../hooks/auto-submitted-flag.ts';
import { answerWrite } from '../../logic/answers.ts';
import { makeAttempt, makeDetail, makeResult } from '../../test-fixtures.ts';
import { apiError, renderInRouter } from '../../test-render.tsx';
import { ClassicExamPage } from './classic-exam-page.tsx';
import { ExamPage } from './exam-page.tsx';

const putPath = (questionId: number) => `PUT /api/simulados/7/attempt/answers/${questionId}`;
const saved = ({ body }: { body: unknown }) => {
  const { alternative, marked } = body as { alternative: string | null; marked: boolean };
  return jsonResponse({
    question_id: 0,
    alternative,
    marked,
    saved_at: '2026-05-12T12:31:00.000Z',
  });
};
const sentBodies = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> }));

describe('ExamPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-05-12T12:00:10.000Z'), shouldAdvanceTime: true });
    localStorage.clear();
    sessionStorage.clear();
    useOutboxStore.setState({ entries: [], status: 'idle', lastErrorCode: null, lastErrorGroup: null });
  });
  afterEach(() => vi.useRealTimers());

  it("counts down by the server's clock and opens at the first blank question, merging saved and queued answers", async () => {
    // A write left queued by an earlier page (never acknowledged): question 102 → C.
    useOutboxStore.setState({
      entries: [
        { ...answerWrite(7, 102, { alternative: 'C', marked: true }, new Date(), () => 'queued-1'), createdAt: 1 },
      ],
    });
    routeFetch({
      'GET /api/simulados/7/attempt': () =>
        jsonResponse(
          makeAttempt({
            answers: [{ question_id: 101, alternative: 'A', marked: false, saved_at: '2026-05-12T12:10:00.000Z' }],
          }),
        ),
      [putPath(102)]: saved,
    });
    renderInRouter(<ExamPage simuladoId={7} />);
    // The device is 29:50 behind the server; the deadline is 1h30 away by the server's clock.
    expect(await screen.findByTestId('exam-countdown')).toHaveTextContent('1:30:00');
    expect(screen.getByRole('heading', { name: 'Questão 3 de 3' })).toBeInTheDocument();
    const navigator = screen.getAllByRole('navigation', { name: 'Navegar entre as questões' })[0] as HTMLElement;
    expect(within(navigator).getByRole('button', { name: 'Questão 1: Respondida' })).toBeInTheDocument();
    expect(
      within(navigator).getByRole('button', { name: 'Questão 2: Respondida, Marcada para revisão' }),
    ).toBeInTheDocument();
    expect(within(navigator).getByRole('button', { name: 'Questão 3: Em branco' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByText('2 de 3 respondidas')).toBeInTheDocument();
  });

  it('autosaves every choice and mark through the outbox, by click and by keyboard', async () => {
    const fetchMock = routeFetch({
      'GET /api/simulados/7/attempt': () => jsonResponse(makeAttempt()),
      [putPath(101)]: saved,
      [putPath(102)]: saved,
    });
    renderInRouter(<ExamPage simuladoId={7} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { name: 'Questão 1 de 3' });
    await user.click(screen.getByRole('radio', { name: /Q1 alternativa B/ }));
    expect(screen.getByRole('radio', { name: /Q1 alternativa B/ })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1));
    const [first] = sentBodies(fetchMock);
    expect(first?.url).toContain('/api/simulados/7/attempt/answers/101');
    expect(first?.body).toMatchObject({ alternative: 'B', marked: false });
    expect(first?.body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(String(first?.body.answered_at)).toISOString()).toBe(first?.body.answered_at);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'Questão 2 de 3' })).toBeInTheDocument();
    await user.keyboard('3');
    expect(screen.getByRole('radio', { name: /Q2 alternativa C/ })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('m');
    expect(screen.getByRole('button', { name: 'Marcar para revisão' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sentBodies(fetchMock).map((sent) => sent.body.alternative)).toEqual(['B', 'C', 'C']));
    expect(sentBodies(fetchMock)[2]?.body.marked).toBe(true);
    expect((await screen.findAllByText('Todas as respostas salvas'))[0]).toBeInTheDocument(); // one status per layout size

    await user.click(screen.getByRole('button', { name: 'Limpar resposta' }));
    expect(screen.getByRole('radio', { name: /Q2 alternativa C/ })).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('heading', { name: 'Questão 1 de 3' })).toBeInTheDocument();
  });

  it('confirms submission with the blank and marked counts, drains, submits and opens the result', async () => {
    const fetchMock = routeFetch({
      'GET /api/simulados/7/attempt': () =>
        jsonResponse(
          makeAttempt({
            answers: [{ question_id: 101, alternative: 'A', marked: true, saved_at: '2026-05-12T12:10:00.000Z' }],
          }),
        ),
      'POST /api/simulados/7/attempt/submit': () => jsonResponse(makeResult()),
    });
    const { router, client } = renderInRouter(<ExamPage simuladoId={7} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Entregar simulado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entregar o simulado?' });
    expect(dialog).toHaveTextContent(
      'Você deixou 2 questões em branco. 1 questão está marcada para revisão. Entregar mesmo assim?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Entregar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questoes/simulado/detalhes/7'));
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/attempt/submit') && init?.method === 'POST'),
    ).toBe(true);
    expect(client.getQueryData(['user', 'simulados', 7, 'result'])).toMatchObject({ score: 66.7 });
    expect(readAutoSubmitted(7)).toBe(false);
  });

  it('submits by itself when the time is up and tells the result page', async () => {
    routeFetch({
      'GET /api/simulados/7/attempt': () => jsonResponse(makeAttempt({ server_now: '2026-05-12T13:59:58.000Z' })),
      'POST /api/simulados/7/attempt/submit': () => jsonResponse(makeResult()),
    });
    const { router } = renderInRouter(<ExamPage simuladoId={7} />);
    expect(await screen.findByTestId('exam-countdown')).toHaveTextContent('00:02');
    await act(() => vi.advanceTimersByTimeAsync(2500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questoes/simulado/detalhes/7'));
    expect(readAutoSubmitted(7)).toBe(true);
  });

  it('ends the exam when a save is refused because the deadline passed', async () => {
    routeFetch({
      'GET /api/simulados/7/attempt': () => jsonResponse(makeAttempt()),
      [putPath(101)]: () => apiError(409, 'simulados.deadline_passed'),
      'POST /api/simulados/7/attempt/submit': () => jsonResponse(makeResult()),
    });
    const { router } = renderInRouter(<ExamPage simuladoId={7} />);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(await screen.findByRole('radio', { name: /Q1 alternativa A/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questoes/simulado/detalhes/7'));
  });

  it('offers to start when there is no attempt yet', async () => {
    routeFetch({
      'GET /api/simulados/7/attempt': () => apiError(404, 'simulados.attempt_not_started'),
      '/api/simulados/7': () => jsonResponse(makeDetail()),
    });
    renderInRouter(<ExamPage simuladoId={7} />);
    expect(await screen.findByText(/Você ainda não iniciou este simulado/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Iniciar simulado' })).toBeInTheDocument();
  });

  it('sends a submitted attempt to its result', async () => {
    routeFetch({ 'GET /api/simulados/7/attempt': () => jsonResponse(makeAttempt({ status: 'submitted' })) });
    const { router } = renderInRouter(<ExamPage simuladoId={7} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/questoes/simulado/detalhes/7'));
  });
});

describe('ClassicExamPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => {
    localStorage.clear();
    useOutboxStore.setState({ entries: [], status: 'idle', lastErrorCode: null, lastErrorGroup: null });
  });

  it('shows every question on one page and saves a choice in any of them', async () => {
    const fetchMock = routeFetch({
      'GET /api/simulados/7/attempt': () => jsonResponse(makeAttempt()),
      [putPath(103)]: saved,
    });
    renderInRouter(<ClassicExamPage simuladoId={7} />);
    expect(await screen.findByRole('heading', { name: 'Questão 1 de 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Questão 3 de 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: /Q3 alternativa D/ }));
    await waitFor(() => expect(sentBodies(fetchMock)[0]?.url).toContain('/answers/103'));
    expect(screen.getByText('1 de 3 respondidas')).toBeInTheDocument();
  });
});
