import type { QueueItem } from '@members/contract';
import { cardFaces } from './card-faces.ts';
import { cardImageUrl } from './card-image.ts';
import type { CardNoteRow } from './cards.repository.ts';

/** Where the lesson of a card is (its module page, which opens the lesson). */
function lessonOf(note: CardNoteRow): NonNullable<QueueItem['card']>['lesson'] {
  if (note.lesson_id === null || note.lesson_title === null || note.course_id === null) return null;
  return {
    id: note.lesson_id,
    title: note.lesson_title,
    link: `/${note.course_kind ?? 'courses'}/${note.course_id}/module/${note.module_id ?? 0}`,
  };
}

/** A card side as the study screen shows it, with the path of its picture when it has one. */
export function cardView(note: CardNoteRow, ord: number): NonNullable<QueueItem['card']> {
  return {
    card_id: note.id,
    ord,
    kind: note.kind,
    ...cardFaces(note, ord),
    image_url: note.image_key ? cardImageUrl(note.id) : null,
    lesson: lessonOf(note),
  };
}
