import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../errors/app-error.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { openLesson } from '../../courses/lessons/lesson-gate.ts';
import { selectCardNote } from './cards.repository.ts';

/** The path the study screen loads a card's picture from (with the session's headers). */
export const cardImageUrl = (cardId: number) => `/api/flashcards/${cardId}/image`;

/** Every refusal looks the same: missing, another producer's, without picture or of a lesson the learner cannot open. */
export const cardImageNotFoundError = () => notFoundError('No such card picture');

/**
 * The storage key of the picture of a card the learner may study (the queue's rule: no lesson, or a lesson the
 * learner may open). A locked lesson's card answers 404 like a missing one: its picture says nothing of a price.
 */
export async function cardImageKey(db: Database, learner: Learner, cardId: number): Promise<string> {
  const note = await selectCardNote(db, learner.producerId, cardId);
  if (!note?.image_key) throw cardImageNotFoundError();
  if (note.lesson_id !== null) {
    try {
      await openLesson(db, learner, note.lesson_id);
    } catch (error) {
      if (error instanceof AppError) throw cardImageNotFoundError();
      throw error;
    }
  }
  return note.image_key;
}
