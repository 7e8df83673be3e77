import { anestesiologiaDeck } from './demo-flashcards-anestesiologia.ts';
import { cirurgiaVascularDeck } from './demo-flashcards-cirurgia-vascular.ts';
import type { DemoDeck } from './demo-flashcard-types.ts';
import { oftalmologiaDeck } from './demo-flashcards-oftalmologia.ts';
import { ortopediaDeck } from './demo-flashcards-ortopedia.ts';

/** The demo flashcards of each vertical (issue 14), by the vertical's slug. */
const decks: Readonly<Record<string, DemoDeck>> = {
  oftalmologia: oftalmologiaDeck,
  anestesiologia: anestesiologiaDeck,
  'cirurgia-vascular': cirurgiaVascularDeck,
  ortopedia: ortopediaDeck,
};

export const demoDeckVerticals = Object.keys(decks);

export function demoDeck(vertical: string): DemoDeck | undefined {
  return decks[vertical];
}
