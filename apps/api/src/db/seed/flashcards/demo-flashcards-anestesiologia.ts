import type { DemoDeck } from './demo-flashcard-types.ts';
import { cards as cards1 } from './demo-flashcards-anestesiologia-1.ts';
import { cards as cards2 } from './demo-flashcards-anestesiologia-2.ts';
import { cards as cards3 } from './demo-flashcards-anestesiologia-3.ts';
import { cards as cards4 } from './demo-flashcards-anestesiologia-4.ts';
import { cards as cards5 } from './demo-flashcards-anestesiologia-5.ts';
import { cards as cards6 } from './demo-flashcards-anestesiologia-6.ts';
import { cards as cards7 } from './demo-flashcards-anestesiologia-7.ts';
import { cards as cards8 } from './demo-flashcards-anestesiologia-8.ts';

/**
 * The demo flashcards of anestesiologia (TEA/TSA and R1): anestesia geral, farmacologia, anestesia regional and
 * situações especiais, on the question bank's subject tree, with the cards that join the lessons' flashcard tracks.
 */
export const anestesiologiaDeck: DemoDeck = {
  cards: [...cards1, ...cards2, ...cards3, ...cards4, ...cards5, ...cards6, ...cards7, ...cards8],
  trackSubjects: {
    'Avaliação pré-anestésica e via aérea': ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil'],
    'Inalatórios e CAM': ['Farmacologia', 'Anestésicos Inalatórios', 'Concentração alveolar mínima'],
    'Bloqueio neuromuscular': ['Farmacologia', 'Junção Neuromuscular', 'Bloqueadores neuromusculares'],
    'Intoxicação sistêmica por anestésicos locais': [
      'Anestesia Regional',
      'Farmacologia dos Anestésicos Locais',
      'Anestésicos locais',
      'Intoxicação sistêmica por anestésicos locais',
    ],
    'Anestesia obstétrica': ['Anestesia em Situações Especiais', 'Obstetrícia', 'Anestesia obstétrica'],
  },
};
