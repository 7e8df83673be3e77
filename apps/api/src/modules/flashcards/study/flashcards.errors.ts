import type { FlashcardErrorCode } from '@members/contract';
import { AppError } from '../../../errors/app-error.ts';

/** A flashcards error: its code must be one of the contract's (translated by the web app). */
const flashcardError = (code: FlashcardErrorCode, statusCode: number, message: string) =>
  new AppError({ code, statusCode, message });

export const idempotencyKeyReusedError = () =>
  flashcardError(
    'flashcards.idempotency_key_reused',
    409,
    'This idempotency key was already used for another item or rating',
  );

export const undoNotLatestError = () =>
  flashcardError('flashcards.undo_not_latest', 409, "Only the item's latest review can be undone, once");

export const reviewIncompleteError = (message: string) => flashcardError('flashcards.review_incomplete', 422, message);

export const reviewedAtOutOfRangeError = () =>
  flashcardError(
    'flashcards.reviewed_at_out_of_range',
    400,
    'reviewed_at is more than 5 minutes ahead or more than 30 days old',
  );
