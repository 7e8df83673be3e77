import { FlashcardsHome } from '../features/flashcards/components/home/flashcards-home.tsx';

/** /flashcards: today's work, the decks and tracks, the statistics, the error notebook and the settings. */
export function FlashcardsHomeRoute() {
  return <FlashcardsHome />;
}
