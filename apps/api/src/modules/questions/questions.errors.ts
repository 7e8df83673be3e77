import type { QuestionErrorCode } from '@members/contract';
import { AppError } from '../../errors/app-error.ts';
import { notFoundError, validationFailedError } from '../../errors/common.errors.ts';

/** Factories for the `questions.*` errors (the web app translates them by code). */

/** 404 for an unknown id and for another producer's (or learner's) alike. */
export const questionNotFoundError = () => notFoundError('No such question');
export const practiceSessionNotFoundError = () => notFoundError('No such practice session');
export const trackNotFoundError = () => notFoundError('No such question track');
export const positionNotFoundError = () => notFoundError('No question at that position');

export const filterEmptyError = () =>
  new AppError({
    code: 'questions.filter_empty' satisfies QuestionErrorCode,
    statusCode: 422,
    message: 'No question matches the filter',
  });

export const idempotencyKeyReusedError = () =>
  new AppError({
    code: 'questions.idempotency_key_reused' satisfies QuestionErrorCode,
    statusCode: 409,
    message: 'The idempotency key was already used for another question or alternative',
  });

/**
 * 403: the question is in a simulado that has not closed, so the bank neither answers nor reveals it until then.
 * Not a 404: the learner can see the simulado (and this question in it) anyway, and the code lets the app say why.
 */
export const questionInOpenSimuladoError = (availableAt: Date) =>
  new AppError({
    code: 'questions.in_open_simulado' satisfies QuestionErrorCode,
    statusCode: 403,
    message: 'The question is in a simulado that has not closed yet',
    data: { available_at: availableAt.toISOString() },
  });

/** 422: a letter beyond the question's alternatives. */
export const alternativeInvalidError = () =>
  validationFailedError([{ path: 'alternative', message: 'questions.alternative_invalid' }]);

/**
 * 400: an answer's `answered_at` outside the window it can truly be in (ahead of the server's clock, or older
 * than the answer could have waited): the device's clock is wrong, or the time was made up.
 */
export const answeredAtOutOfRangeError = () =>
  new AppError({
    code: 'questions.answered_at_out_of_range' satisfies QuestionErrorCode,
    statusCode: 400,
    message: 'answered_at is too far in the future or in the past',
  });

/** 422: an answer names both a practice session and a track. */
export const answerTargetInvalidError = () => validationFailedError([{ path: 'track_id', message: 'field.invalid' }]);
