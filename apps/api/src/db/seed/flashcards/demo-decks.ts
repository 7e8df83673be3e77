import { anestesiologiaDeck } from './demo-flashcards-anestesiologia.ts';
import { cirurgiaVascularDeck } from './demo-flashcards-cirurgia-vascular.ts';
import type { DemoDeck } from './demo-flashcard-types.ts';
import { oftalmologiaDeck } from './demo-flashcards-oftalmologia.ts';
import { ortopediaDeck } from './demo-flashcards-ortopedia.ts';
import { pictureCards } from './demo-flashcards-pictures.ts';

/** The demo flashcards of each vertical (issue 14), by the vertical's slug. */
const decks: Readonly<Record<string, DemoDeck>> = {
  oftalmologia: oftalmologiaDeck,
  anestesiologia: anestesiologiaDeck,
  'cirurgia-vascular': cirurgiaVascularDeck,
  ortopedia: ortopediaDeck,
};

export const demoDeckVerticals = Object.keys(decks);

/** The vertical's deck, with its cards that have a picture (demo-flashcards-pictures.ts) at the end. */
export function demoDeck(vertical: string): DemoDeck | undefined {
  const deck = decks[vertical];
  return deck && { ...deck, cards: [...deck.cards, ...(pictureCards[vertical] ?? [])] };
}
