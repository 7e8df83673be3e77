import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { useOutboxStore } from '../../../../lib/outbox/index.ts';
import { useSessionSummary } from '../../logic/session-summary.ts';
import { answerOf, cardItem, questionItem, queueResponse, reviewResponse } from '../../test-fixtures.ts';
import { fakeApi, renderAt, type SentRequest } from '../../test-render.tsx';
import type { QuestionViewProps } from './question-view.ts';
import { FlashcardStudyPage } from './study-page.tsx';

/** A stand-in for the question bank's player (the route gives the real one): two answers and the verdict. */
function FakeQuestionView({ question, result, locked, onConfirm }: QuestionViewProps) {
  return (
    <div>
      <p>{question.alternatives[0]?.text}</p>
      <button type="button" disabled={locked || result !== null} onClick={() => onConfirm('A')}>
        Responder A
      </button>
      <button type="button" disabled={locked || result !== null} onClick={() => onConfirm('B')}>
        Responder B
      </button>
      {result ? <p>{result.correct ? 'Verdict: certo' : 'Verdict: errado'}</p> : null}
    </div>
  );
}

const page = () => <FlashcardStudyPage filter={{ deck: 4 }} QuestionView={FakeQuestionView} />;

/** The queue's batches in order (then empty), reviews and undos answered as the API would. */
function api(batches: ReturnType<typeof queueResponse>[]) {
  let batch = 0;
  return fakeApi((request: SentRequest) => {
    if (request.path === '/api/flashcards/queue') return jsonResponse(batches[batch++] ?? queueResponse([]));
    if (request.path === '/api/flashcards/reviews') {
      const body = request.body as Parameters<typeof reviewResponse>[0] & { alternative?: 'A' | 'B' };
      const answer = body.alternative
        ? answerOf(body.ref.kind === 'question' ? body.ref.question_id : 0, body.alternative)
        : null;
      return jsonResponse(reviewResponse(body, answer), 201);
    }
    if (request.path.endsWith('/undo')) return jsonResponse({ item: null, ref: { kind: 'card', card_id: 1, ord: 0 } });
    return jsonResponse({ error: { code: 'common.not_found', message: 'Not found' } }, 404);
  });
}

const reviews = (sent: SentRequest[]) => sent.filter((request) => request.path === '/api/flashcards/reviews');

describe('FlashcardStudyPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => {
    useOutboxStore.setState({ entries: [], status: 'idle', lastErrorCode: null, lastErrorGroup: null, sentGroups: [] });
    useSessionSummary.setState({ summary: null });
  });

  it('studies by keyboard: Space shows the back, 1–4 rate with their intervals, Z undoes, the end opens the summary', async () => {
    const user = userEvent.setup();
    const { sent } = api([queueResponse([cardItem(1), cardItem(2)])]);
    const { router } = renderAt(page());

    expect(await screen.findByText('Pergunta 1')).toBeInTheDocument();
    expect(sent[0]?.path).toBe('/api/flashcards/queue');
    expect(screen.getByTestId('study-progress')).toHaveTextContent('0 de 2 revisados');
    expect(screen.queryByText('Resposta 1')).toBeNull();
    await user.keyboard(' ');
    expect(screen.getByText('Resposta 1')).toBeInTheDocument();
    // Screen readers: the back's heading takes the focus, and the live region says what to do.
    expect(screen.getByRole('heading', { name: 'Verso' })).toHaveFocus();
    expect(screen.getByTestId('study-announcement')).toHaveTextContent('Resposta mostrada. Avalie de 1 a 4.');
    const rate = screen.getByRole('group', { name: 'Como foi lembrar?' });
    expect(
      within(rate)
        .getAllByTestId('rating-interval')
        .map((node) => node.textContent),
    ).toEqual(['<1 min', '10 min', '3 d', '2 meses']);
    expect(within(rate).getByRole('button', { name: 'Bom, volta em 3 d' })).toBeInTheDocument();

    const before = Date.now();
    await user.keyboard('3');
    expect(screen.getByText('Pergunta 2')).toBeInTheDocument();
    expect(screen.getByTestId('study-announcement')).toHaveTextContent('Avaliado: Bom.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Frente' })).toHaveFocus());
    await waitFor(() => expect(reviews(sent)).toHaveLength(1));
    const first = reviews(sent)[0]?.body ?? {};
    expect(first).toMatchObject({ ref: { kind: 'card', card_id: 1, ord: 0 }, rating: 3 });
    expect(first.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(String(first.reviewed_at))).toBeGreaterThanOrEqual(before - 5);

    await user.keyboard('z');
    expect(await screen.findByText('Pergunta 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        sent.some((request) => request.path === `/api/flashcards/reviews/${String(first.idempotency_key)}/undo`),
      ).toBe(true),
    );
    expect(screen.getByTestId('study-progress')).toHaveTextContent('0 de 2 revisados');

    await user.keyboard(' ');
    await user.keyboard('4');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: /^Errei/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flashcards/completion'));
    expect(useSessionSummary.getState().summary).toMatchObject({ reviewed: 2, ratings: { 1: 1, 2: 0, 3: 0, 4: 1 } });
    expect(sent.filter((request) => request.path === '/api/flashcards/queue').length).toBeGreaterThanOrEqual(2);
  });

  it('offline, a rating is kept in the outbox with the time it was made and the next card shows at once', async () => {
    const user = userEvent.setup();
    let online = true;
    const { sent } = fakeApi((request) => {
      if (request.path === '/api/flashcards/queue') return jsonResponse(queueResponse([cardItem(1), cardItem(2)]));
      return online ? jsonResponse(reviewResponse(request.body as never), 201) : new TypeError('Failed to fetch');
    });
    renderAt(page());
    expect(await screen.findByText('Pergunta 1')).toBeInTheDocument();
    online = false;
    const before = new Date().toISOString();
    await user.keyboard(' ');
    await user.keyboard('2');
    expect(screen.getByText('Pergunta 2')).toBeInTheDocument();
    await waitFor(() => expect(useOutboxStore.getState().status).toBe('offline'));
    const [entry] = useOutboxStore.getState().entries;
    const body = entry?.body as Record<string, unknown>;
    expect(entry?.path).toBe('/api/flashcards/reviews');
    expect(entry?.id).toBe(body.idempotency_key);
    expect(body).toMatchObject({ rating: 2, ref: { kind: 'card', card_id: 1, ord: 0 } });
    expect(String(body.reviewed_at) >= before && String(body.reviewed_at) <= new Date().toISOString()).toBe(true);
    expect(reviews(sent)).toHaveLength(1); // tried once, failed, kept
  });

  it('a missed question is answered again: right is Bom, Fácil re-rates it (undo, then the review with 4); Enter moves on', async () => {
    const user = userEvent.setup();
    const { sent } = api([
      queueResponse([questionItem(9), cardItem(2)], { counts: { new: 0, learning: 0, review: 1, errors: 1 } }),
    ]);
    renderAt(page());
    expect(await screen.findByText('Questão do caderno de erros')).toBeInTheDocument();
    expect(screen.getByTestId('study-counts')).toHaveTextContent('Erros1');
    await user.click(screen.getByRole('button', { name: 'Responder A' }));
    expect(await screen.findByText('Verdict: certo')).toBeInTheDocument();
    const [answer] = reviews(sent);
    expect(answer?.body).toMatchObject({ ref: { kind: 'question', question_id: 9 }, alternative: 'A' });
    expect(answer?.body).not.toHaveProperty('rating');
    expect(screen.getByRole('button', { name: 'Bom, volta em 3 d' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Desfazer/ })).toBeDisabled();

    await user.keyboard('4');
    await waitFor(() => expect(reviews(sent)).toHaveLength(2));
    expect(
      sent.some((request) => request.path === `/api/flashcards/reviews/${String(answer?.body?.idempotency_key)}/undo`),
    ).toBe(true);
    expect(reviews(sent)[1]?.body).toMatchObject({ alternative: 'A', rating: 4 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Fácil, volta em 2 meses' })).toHaveAttribute('aria-pressed', 'true'),
    );

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Pergunta 2')).toBeInTheDocument();
    expect(screen.getByTestId('study-progress')).toHaveTextContent('1 de 2 revisados');
  });

  it('a wrong answer is Errei and says the question comes back', async () => {
    const user = userEvent.setup();
    api([queueResponse([questionItem(9)])]);
    renderAt(page());
    await user.click(await screen.findByRole('button', { name: 'Responder B' }));
    expect(await screen.findByText('Verdict: errado')).toBeInTheDocument();
    expect(screen.getByText('Registramos Errei: esta questão volta em breve.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Como foi lembrar?' })).toBeNull();
  });

  it('nothing due: says so and leads back to /flashcards', async () => {
    api([queueResponse([])]);
    renderAt(page());
    expect(await screen.findByRole('heading', { name: 'Nada para revisar agora' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos flashcards' })).toHaveAttribute('href', '/flashcards');
    act(() => undefined);
  });

  it('a question answered offline: moving on does not wait; its rating counts once the answer comes back', async () => {
    const user = userEvent.setup();
    let online = false;
    fakeApi((request) => {
      if (request.path === '/api/flashcards/queue') return jsonResponse(queueResponse([questionItem(9), cardItem(2)]));
      if (!online) return new TypeError('Failed to fetch');
      const body = request.body as Parameters<typeof reviewResponse>[0] & { alternative?: 'A' | 'B' };
      return jsonResponse(reviewResponse(body, body.alternative ? answerOf(9, body.alternative) : null), 201);
    });
    renderAt(page());
    await user.click(await screen.findByRole('button', { name: 'Responder B' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão: sua resposta está guardada');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Pergunta 2')).toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('3');
    expect(useOutboxStore.getState().entries).toHaveLength(2);
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(useOutboxStore.getState().entries).toHaveLength(0));
    await waitFor(() =>
      expect(useSessionSummary.getState().summary).toMatchObject({ reviewed: 2, ratings: { 1: 1, 2: 0, 3: 1, 4: 0 } }),
    );
  });
});
