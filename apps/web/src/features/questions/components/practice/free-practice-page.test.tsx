import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { useAssistantPanel } from '../../../../lib/assistant/assistant-store.ts';
import { useOutboxStore } from '../../../../lib/outbox/index.ts';
import { routeFetch, sentBodies } from '../../../../test/route-fetch.ts';
import { makeAnswer, makeSession, positionQuestion } from '../../test-fixtures.ts';
import { renderPage } from '../../test-render.tsx';
import { FreePracticePage } from './free-practice-page.tsx';

const base = '/api/questions/practice-sessions/7';
const practicePage = () =>
  renderPage(
    (search) => <FreePracticePage sessao={search.sessao} questao={search.questao} revisao={search.revisao} />,
    '/questoes/treino-livre?sessao=7',
  );

const sessionRoutes = (extra: Record<string, Parameters<typeof routeFetch>[0][string]> = {}) =>
  routeFetch({
    [base]: jsonResponse(makeSession()),
    [`${base}/questions/1`]: jsonResponse(positionQuestion(1, 3)),
    [`${base}/questions/2`]: jsonResponse(positionQuestion(2, 3)),
    [`${base}/questions/3`]: jsonResponse(positionQuestion(3, 3)),
    'POST /api/questions/101/answers': jsonResponse(makeAnswer(), 201),
    ...extra,
  });

describe('FreePracticePage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() =>
    useOutboxStore.setState({ entries: [], status: 'idle', lastErrorCode: null, lastErrorGroup: null, sentGroups: [] }),
  );

  it('answers by keyboard: a letter chooses, Enter confirms through the outbox and reveals, Enter moves on, ← goes back', async () => {
    const user = userEvent.setup();
    const fetchMock = sessionRoutes();
    const { router } = practicePage();
    expect(await screen.findByRole('heading', { name: 'Questão 1 de 3' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/questoes/treino-livre?sessao=7&questao=1'));
    expect(screen.getByText('USP-SP · R1 · 2023')).toBeInTheDocument();
    expect(screen.getByText('Média')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às questões' })).toHaveAttribute('href', '/questoes');
    // Before the first answer: the count once, and no "Salvo" (even after another screen's writes).
    expect(screen.getByText('0 de 3 respondidas')).toBeInTheDocument();
    expect(screen.queryByTestId('question-score')).toBeNull();
    act(() => useOutboxStore.setState({ status: 'saved' }));
    expect(screen.getByTestId('save-status')).toHaveTextContent('');

    await user.keyboard('a');
    const group = screen.getByRole('radiogroup', { name: 'Questão 1 de 3' });
    expect(within(group).getByRole('radio', { name: /Oclusão de artéria/ })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Você acertou!' })).toBeInTheDocument();
    expect(screen.getByText('Resposta correta: A · você marcou A')).toBeInTheDocument();
    expect(screen.getByText('60% escolheram')).toBeInTheDocument();
    expect(screen.getByText('Cursa com moscas volantes.')).toBeInTheDocument();
    const [body] = sentBodies(fetchMock, 'POST', '/api/questions/101/answers') as Record<string, unknown>[];
    expect(body).toMatchObject({ alternative: 'A', practice_session_id: 7 });
    expect(body?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof body?.time_spent_ms).toBe('number');
    expect(screen.getByText('Acertos: 1 de 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Salvo'));
    // A right answer: the assistant is asked to explain why the chosen alternative is right.
    await user.click(screen.getByRole('button', { name: 'Pergunte ao assistente' }));
    expect(useAssistantPanel.getState().request).toMatchObject({
      question: 'Explique por que a alternativa A está correta.',
      context: { kind: 'question', id: 101, letter: 'A' },
    });
    useAssistantPanel.setState({ open: false, request: null, opener: null });
    (document.activeElement as HTMLElement | null)?.blur();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Questão 2 de 3' })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/questoes/treino-livre?sessao=7&questao=2');
    // A choice not confirmed yet survives ← then →.
    await user.keyboard('c');
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('heading', { name: 'Questão 1 de 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Questão 1: acertou' })).toHaveAttribute('aria-current', 'step');
    await user.keyboard('{ArrowRight}');
    const second = await screen.findByRole('radiogroup', { name: 'Questão 2 de 3' });
    expect(within(second).getByRole('radio', { name: /Neurite/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Confirmar resposta' })).toBeEnabled();
  }, 20_000);

  it("leaves the keys pressed in a dialog over the player (the assistant's panel) to that dialog", async () => {
    const user = userEvent.setup();
    sessionRoutes();
    practicePage();
    const group = await screen.findByRole('radiogroup', { name: 'Questão 1 de 3' });
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    const inside = dialog.appendChild(document.createElement('button'));
    inside.focus();
    await user.keyboard('a{ArrowRight}m');
    expect(within(group).getByRole('radio', { name: /Oclusão de artéria/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('heading', { name: 'Questão 1 de 3' })).toBeInTheDocument();
    dialog.remove();
    await user.keyboard('a');
    expect(within(group).getByRole('radio', { name: /Oclusão de artéria/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('strikes out alternatives (button or right-click): struck ones cannot be chosen until un-struck', async () => {
    const user = userEvent.setup();
    sessionRoutes();
    practicePage();
    const radioB = await screen.findByRole('radio', { name: /Descolamento de retina/ });
    await user.click(screen.getByRole('button', { name: 'Riscar a alternativa B' }));
    expect(radioB).toHaveAttribute('aria-disabled', 'true');
    expect(radioB).toHaveAccessibleName(/\(riscada\)/);
    await user.click(radioB);
    await user.keyboard('2');
    expect(radioB).toHaveAttribute('aria-checked', 'false');
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('radio', { name: /Neurite/ }) });
    expect(screen.getByRole('button', { name: 'Desfazer o risco da alternativa C' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Desfazer o risco da alternativa B' }));
    await user.click(radioB);
    expect(radioB).toHaveAttribute('aria-checked', 'true');
  }, 20_000);

  it('marks for review with M and saves a note, through the outbox', async () => {
    const user = userEvent.setup();
    const fetchMock = sessionRoutes({
      'PUT /api/questions/101/mark': ({ body }) => jsonResponse({ question_id: 101, ...(body as object) }),
    });
    practicePage();
    await screen.findByRole('heading', { name: 'Questão 1 de 3' });
    await user.keyboard('m');
    expect(screen.getByRole('button', { name: 'Marcada para revisão' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Adicionar nota' }));
    await user.type(screen.getByLabelText('Sua nota sobre esta questão (opcional)'), 'Revisar mancha vermelho-cereja');
    await user.click(screen.getByRole('button', { name: 'Salvar nota' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/questions/101/mark')).toEqual([
        { marked: true, note: null },
        { marked: true, note: 'Revisar mancha vermelho-cereja' },
      ]),
    );
    expect(screen.getByText('Revisar mancha vermelho-cereja')).toBeInTheDocument();
  }, 20_000);

  it('shows the summary of a finished session: score, by subject, review the wrong ones', async () => {
    const user = userEvent.setup();
    const items = [1, 2, 3].map((position) => ({
      position,
      question_id: 100 + position,
      answered: true,
      correct: position !== 2,
    }));
    const answered = (position: number, correct: boolean) =>
      jsonResponse(
        positionQuestion(
          position,
          3,
          {},
          makeAnswer({ question_id: 100 + position, correct, chosen: correct ? 'A' : 'B' }),
        ),
      );
    routeFetch({
      [base]: jsonResponse(makeSession({ items, answered: 3, correct: 2, next_position: null })),
      [`${base}/questions/1`]: answered(1, true),
      [`${base}/questions/2`]: answered(2, false),
      [`${base}/questions/3`]: answered(3, true),
    });
    const { router } = practicePage();
    expect(await screen.findByRole('heading', { name: 'Treino concluído' })).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByText('Você acertou 2 de 3 questões.')).toBeInTheDocument();
    expect(await screen.findByText('2 de 3 · 67%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Novo treino/ })).toHaveAttribute('href', '/questoes/filtro');
    await user.click(screen.getByRole('button', { name: /Revisar a questão que errei/ }));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/questoes/treino-livre?sessao=7&questao=2&revisao=erradas'),
    );
    expect(await screen.findByText('Revisão das que você errou: 1 de 1')).toBeInTheDocument();
    const reviewed = screen.getByRole('navigation', { name: 'Questões que você errou' });
    expect(
      within(reviewed)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['2']);
    // The right ones are not part of it: after the only wrong one, back to the result.
    await user.click(await screen.findByRole('button', { name: /Ver resultado/ }));
    expect(await screen.findByRole('heading', { name: 'Treino concluído' })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/questoes/treino-livre?sessao=7');
  }, 20_000);

  it('reviews the wrong ones only, by keyboard too, and ends on the result', async () => {
    const user = userEvent.setup();
    const wrong = [2, 4];
    const items = [1, 2, 3, 4, 5].map((position) => ({
      position,
      question_id: 100 + position,
      answered: true,
      correct: !wrong.includes(position),
    }));
    const answered = (position: number) =>
      jsonResponse(
        positionQuestion(
          position,
          5,
          {},
          makeAnswer({
            question_id: 100 + position,
            correct: !wrong.includes(position),
            chosen: wrong.includes(position) ? 'B' : 'A',
          }),
        ),
      );
    routeFetch({
      [base]: jsonResponse(makeSession({ items, total: 5, answered: 5, correct: 3, next_position: null })),
      ...Object.fromEntries([1, 2, 3, 4, 5].map((position) => [`${base}/questions/${position}`, answered(position)])),
    });
    const { router } = renderPage(
      (search) => <FreePracticePage sessao={search.sessao} questao={search.questao} revisao={search.revisao} />,
      '/questoes/treino-livre?sessao=7&questao=3&revisao=erradas',
    );
    // A right one asked for in a review opens the first wrong one instead.
    expect(await screen.findByRole('heading', { name: 'Questão 2 de 5' })).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.href).toBe('/questoes/treino-livre?sessao=7&questao=2&revisao=erradas'),
    );
    expect(screen.getByText('Revisão das que você errou: 1 de 2')).toBeInTheDocument();
    await screen.findByTestId('answer-verdict');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Questão 4 de 5' })).toBeInTheDocument();
    expect(screen.getByText('Revisão das que você errou: 2 de 2')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('heading', { name: 'Questão 2 de 5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao resultado' }));
    expect(await screen.findByRole('heading', { name: 'Treino concluído' })).toBeInTheDocument();
  }, 20_000);

  it('says when the answer cannot be sent (offline) and keeps it queued', async () => {
    const user = userEvent.setup();
    sessionRoutes({ 'POST /api/questions/101/answers': () => Promise.reject(new TypeError('Failed to fetch')) });
    practicePage();
    await screen.findByRole('heading', { name: 'Questão 1 de 3' });
    await user.keyboard('1{Enter}');
    expect(
      await screen.findByText('Sem conexão: sua resposta está salva e será enviada assim que a internet voltar.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Offline');
    expect(useOutboxStore.getState().entries).toHaveLength(1);
  }, 20_000);

  it('says a session that does not exist was not found, with the way back', async () => {
    routeFetch({});
    practicePage();
    expect(await screen.findByRole('heading', { name: 'Treino não encontrado' })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Voltar às questões' })).toHaveAttribute(
      'href',
      '/questoes',
    );
  }, 20_000);

  it('without a session opens the latest unfinished one, or invites to the filter', async () => {
    const page = { page: 1, total_pages: 1, total_results: 1, results: [makeSession({ id: 7, next_position: 2 })] };
    routeFetch({
      '/api/questions/practice-sessions': jsonResponse(page),
      [base]: jsonResponse(makeSession()),
      [`${base}/questions/2`]: jsonResponse(positionQuestion(2, 3)),
    });
    const { router } = renderPage(
      (search) => <FreePracticePage sessao={search.sessao} questao={search.questao} />,
      '/questoes/treino-livre',
    );
    await waitFor(() => expect(router.state.location.href).toBe('/questoes/treino-livre?sessao=7&questao=2'));
    expect(await screen.findByRole('heading', { name: 'Questão 2 de 3' })).toBeInTheDocument();
  }, 20_000);

  it('invites to the filter when there is no unfinished session', async () => {
    routeFetch({
      '/api/questions/practice-sessions': jsonResponse({ page: 1, total_pages: 0, total_results: 0, results: [] }),
    });
    renderPage(
      (search) => <FreePracticePage sessao={search.sessao} questao={search.questao} />,
      '/questoes/treino-livre',
    );
    expect(await screen.findByRole('heading', { name: 'Nenhum treino em andamento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Montar treino' })).toHaveAttribute('href', '/questoes/filtro');
  }, 20_000);
});
