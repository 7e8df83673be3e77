import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  parseSearchWith,
  RouterProvider,
  stringifySearchWith,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { FlashcardTrackSummary } from './flashcard-track-summary.tsx';

const card = { id: 1, frente: 'Tríade de Horner?', verso: 'Ptose, miose e anidrose.' };

describe('FlashcardTrackSummary', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it("offers 'Estudar esta trilha': the study of this track, and the way to the flashcards area", async () => {
    const track = {
      id: 31,
      titulo: 'Neuro-oftalmologia',
      descricao: null,
      status: 'Em andamento',
      total_flashcards: 4,
      flashcards_respondidos: 1,
      progresso_count: 1,
      flashcards: { todos: [card], respondidos: { todos: [], por_resposta: {} }, nao_respondidos: [card] },
    };
    const rootRoute = createRootRoute({ component: () => <FlashcardTrackSummary track={track} /> });
    // As the app's router: search values as plain text (`?trilha=31`).
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
      parseSearch: parseSearchWith((value) => value),
      stringifySearch: stringifySearchWith((value) => JSON.stringify(value)),
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('link', { name: 'Estudar esta trilha' })).toHaveAttribute(
      'href',
      '/flashcards/study?trilha=31',
    );
    expect(screen.getByRole('link', { name: 'Ir para Flashcards' })).toHaveAttribute('href', '/flashcards');
  });
});
