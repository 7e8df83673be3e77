import type { DemoDeck } from './demo-flashcard-types.ts';
import { cards as cards1 } from './demo-flashcards-cirurgia-vascular-1.ts';
import { cards as cards2 } from './demo-flashcards-cirurgia-vascular-2.ts';
import { cards as cards3 } from './demo-flashcards-cirurgia-vascular-3.ts';
import { cards as cards4 } from './demo-flashcards-cirurgia-vascular-4.ts';
import { cards as cards5 } from './demo-flashcards-cirurgia-vascular-5.ts';
import { cards as cards6 } from './demo-flashcards-cirurgia-vascular-6.ts';
import { cards as cards7 } from './demo-flashcards-cirurgia-vascular-7.ts';
import { cards as cards8 } from './demo-flashcards-cirurgia-vascular-8.ts';

/**
 * The demo flashcards of cirurgia vascular (R1, R3 and the SBACV title): arterial, aortic, venous and lymphatic
 * disease, access, trauma and fundamentals, on the question bank's subject tree, with the cards that join the
 * lessons' flashcard tracks.
 */
export const cirurgiaVascularDeck: DemoDeck = {
  cards: [...cards1, ...cards2, ...cards3, ...cards4, ...cards5, ...cards6, ...cards7, ...cards8],
  trackSubjects: {
    'Classificações da DAP': [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Diagnóstico e classificação',
    ],
    'Aneurisma de aorta abdominal: rastreamento e indicação de correção': [
      'Aorta e Aneurismas',
      'Doenças da Aorta',
      'Aneurismas da aorta',
      'Aneurisma da aorta abdominal',
    ],
    'Carótidas na prova de título': ['Doenças Arteriais', 'Doença Cerebrovascular Extracraniana', 'Carótidas'],
    'Escore de Wells para TVP': [
      'Doenças Venosas e Linfáticas',
      'Doença Venosa Aguda',
      'Tromboembolismo venoso',
      'Diagnóstico da TVP e da TEP',
    ],
    'Síndromes aórticas agudas': ['Aorta e Aneurismas', 'Doenças da Aorta', 'Síndromes aórticas agudas'],
  },
};
