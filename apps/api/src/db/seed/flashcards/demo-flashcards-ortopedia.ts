import type { DemoDeck } from './demo-flashcard-types.ts';
import { cards as cards1 } from './demo-flashcards-ortopedia-1.ts';
import { cards as cards2 } from './demo-flashcards-ortopedia-2.ts';
import { cards as cards3 } from './demo-flashcards-ortopedia-3.ts';
import { cards as cards4 } from './demo-flashcards-ortopedia-4.ts';
import { cards as cards5 } from './demo-flashcards-ortopedia-5.ts';
import { cards as cards6 } from './demo-flashcards-ortopedia-6.ts';
import { cards as cards7 } from './demo-flashcards-ortopedia-7.ts';

/**
 * The demo flashcards of ortopedia (TEOT and R1): trauma, adulto, pediátrica and geral, on the question bank's
 * subject tree, with the cards that join the lessons' flashcard tracks.
 */
export const ortopediaDeck: DemoDeck = {
  cards: [...cards1, ...cards2, ...cards3, ...cards4, ...cards5, ...cards6, ...cards7],
  trackSubjects: {
    'Fraturas expostas': ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas'],
    'Fraturas do colo do fêmur: Garden e Pauwels': [
      'Trauma Ortopédico',
      'Trauma do Membro Inferior',
      'Fraturas do quadril',
      'Colo do fêmur',
    ],
    'Membro superior no TEOT': ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Cotovelo e antebraço'],
    'Regras de Ottawa': ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Tíbia, tornozelo e pé'],
    'Salter-Harris': [
      'Ortopedia Pediátrica',
      'Trauma e Deformidades na Criança',
      'Fraturas na criança',
      'Fraturas fisárias',
    ],
  },
};
