import { AppError } from '../../../errors/app-error.ts';

export const idempotencyKeyReusedError = () =>
  new AppError({
    code: 'flashcards.idempotency_key_reused',
    statusCode: 409,
    message: 'This idempotency key was already used for another item or rating',
  });

export const undoNotLatestError = () =>
  new AppError({
    code: 'flashcards.undo_not_latest',
    statusCode: 409,
    message: "Only the item's latest review can be undone, once",
  });

export const reviewIncompleteError = (message: string) =>
  new AppError({ code: 'flashcards.review_incomplete', statusCode: 422, message });

export const reviewedAtOutOfRangeError = () =>
  new AppError({
    code: 'flashcards.reviewed_at_out_of_range',
    statusCode: 400,
    message: 'reviewed_at is more than 5 minutes ahead or more than 30 days old',
  });
