import type { DemoDeck } from './demo-flashcard-types.ts';
import { cards as cards1 } from './demo-flashcards-oftalmologia-1.ts';
import { cards as cards2 } from './demo-flashcards-oftalmologia-2.ts';
import { cards as cards3 } from './demo-flashcards-oftalmologia-3.ts';
import { cards as cards4 } from './demo-flashcards-oftalmologia-4.ts';
import { cards as cards5 } from './demo-flashcards-oftalmologia-5.ts';
import { cards as cards6 } from './demo-flashcards-oftalmologia-6.ts';
import { cards as cards7 } from './demo-flashcards-oftalmologia-7.ts';
import { cards as cards8 } from './demo-flashcards-oftalmologia-8.ts';

/**
 * The demo flashcards of oftalmologia (CBO board exam and R1/R3): semiologia e urgências, segmento anterior,
 * retina e úvea, neuroftalmologia, órbita e oftalmopediatria, on the question bank's subject tree, with the cards
 * that join the lessons' flashcard tracks.
 */
export const oftalmologiaDeck: DemoDeck = {
  cards: [...cards1, ...cards2, ...cards3, ...cards4, ...cards5, ...cards6, ...cards7, ...cards8],
  trackSubjects: {
    'Gonioscopia e nervo óptico': [
      'Segmento Anterior',
      'Glaucoma',
      'Glaucoma primário de ângulo aberto',
      'Nervo óptico e campo visual',
    ],
    'Retinopatia diabética': ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética'],
    'Ceratites infecciosas': ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas'],
    'Neuroftalmologia essencial': [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Neuroftalmologia',
      'Neuropatias ópticas',
    ],
    'Retinopatia da prematuridade': [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Estrabismo e Oftalmopediatria',
      'Retinopatia da prematuridade',
    ],
  },
};
