import { FlashcardCompletionPage } from '../features/flashcards/index.ts';

/** /flashcards/completion: the summary of the session just finished. */
export function FlashcardCompletionRoute() {
  return <FlashcardCompletionPage />;
}
