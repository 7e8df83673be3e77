import type { Database } from '../../../db/database.ts';
import { flashcardSources, type FlashcardSource } from './index-sources.repository.ts';
import { sourceParts, type PassageDraft } from './passage-draft.ts';
import { clozeToText, htmlToText } from './plain-text.ts';
import { cutIntoPassages } from './text-cutting.ts';

/** "Flashcard · <subject>" (or the lesson's title), so a citation says what the card is about. */
function flashcardTitle(card: FlashcardSource): string {
  const about = card.subject ?? card.lesson_title;
  return about ? `Flashcard · ${about}` : 'Flashcard';
}

/** A card's front and back as text (a cloze's deletions as their words), with its lesson's address and products. */
export function flashcardPassages(producerId: string, card: FlashcardSource): PassageDraft[] {
  const text = [htmlToText(clozeToText(card.frente)), htmlToText(clozeToText(card.verso))]
    .filter((side) => side !== '')
    .join('\n\n');
  const base = {
    producer_id: producerId,
    kind: 'flashcard' as const,
    source_id: card.id,
    course_id: card.course_id,
    module_id: card.module_id,
    lesson_id: card.lesson_id,
    title: flashcardTitle(card),
    product_codes: card.product_codes ? [...card.product_codes] : [],
    area: 'flashcards' as const,
  };
  return sourceParts(
    base,
    cutIntoPassages(text).map((body) => ({ body })),
  );
}

export async function collectFlashcards(db: Database, producerId: string): Promise<PassageDraft[]> {
  return (await flashcardSources(db, producerId)).flatMap((card) => flashcardPassages(producerId, card));
}
