import { screen } from '@testing-library/react';
import type { ProducerBranding, User } from '@members/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { initialSessionState, useSessionStore } from '../../../../lib/session/session-store.ts';
import { useSessionSummary } from '../../logic/session-summary.ts';
import { fakeApi, renderAt } from '../../test-render.tsx';
import { FlashcardCompletionPage } from './completion-page.tsx';

const stats = {
  forecast: [
    { date: '2026-11-26', cards: 0, questions: 0 },
    { date: '2026-11-27', cards: 4, questions: 1 },
    { date: '2026-11-28', cards: 2, questions: 0 },
  ],
  heatmap: [],
  retention: [],
  true_retention: { retention: null, reviews: 0 },
  streak: 6,
  days_studied_30: 12,
};

describe('FlashcardCompletionPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() =>
    useSessionStore.setState({ user: { id: 'u-1' } as User, produtor: { id: 'p-1' } as ProducerBranding }),
  );
  afterEach(() => {
    useSessionSummary.setState({ summary: null });
    useSessionStore.setState(initialSessionState);
  });

  it("sums up the session: items, each rating, time, the next due day, tomorrow's reviews, the streak, the ways on", async () => {
    useSessionSummary.setState({
      summary: {
        reviewed: 12,
        ratings: { 1: 2, 2: 3, 3: 6, 4: 1 },
        seconds: 372,
        finishedAt: Date.now(),
        learner: 'p-1:u-1',
      },
    });
    fakeApi((request) => (request.path === '/api/flashcards/stats' ? jsonResponse(stats) : new Error('unexpected')));
    renderAt(<FlashcardCompletionPage />, '/flashcards/completion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sessão concluída!' })).toBeInTheDocument();
    expect(screen.getByTestId('completion-reviewed')).toHaveTextContent('12 itens revisados');
    expect(screen.getByTestId('completion-ratings')).toHaveTextContent('Errei2Difícil3Bom6Fácil1');
    expect(screen.getByText('6 min')).toBeInTheDocument();
    const outlook = await screen.findByTestId('completion-outlook');
    expect(outlook).toHaveTextContent('Próxima revisão27 de novembro');
    expect(outlook).toHaveTextContent('Para amanhã5 revisões');
    expect(outlook).toHaveTextContent('Sequência6 dias seguidos');
    expect(screen.getByRole('link', { name: 'Voltar aos flashcards' })).toHaveAttribute('href', '/flashcards');
    expect(screen.getByRole('link', { name: 'Organizar no planner' })).toHaveAttribute('href', '/planner/onboarding');
  });

  it("opened with no session (or another learner's, on this tab): a friendly word and the way to study", async () => {
    useSessionSummary.setState({
      summary: {
        reviewed: 3,
        ratings: { 1: 0, 2: 0, 3: 3, 4: 0 },
        seconds: 20,
        finishedAt: Date.now(),
        learner: 'p-1:u-2',
      },
    });
    fakeApi(() => new Error('nothing is fetched'));
    renderAt(<FlashcardCompletionPage />, '/flashcards/completion');
    expect(await screen.findByRole('heading', { name: 'Nenhuma sessão para resumir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Começar a estudar' })).toHaveAttribute('href', '/flashcards/study');
  });
});
