import type { QuestionErrorCode } from '@members/contract';
import { AppError } from '../../errors/app-error.ts';
import { validationFailedError } from '../../errors/common.errors.ts';

/** Factories for the `simulados.*` errors (the web app translates them by code). */

const conflict = (code: QuestionErrorCode, message: string) => new AppError({ code, statusCode: 409, message });

export const simuladoNotOpenError = () => conflict('simulados.not_open', 'The simulado has not opened yet');

export const simuladoClosedError = () => conflict('simulados.closed', 'The simulado has closed');

export const deadlinePassedError = () => conflict('simulados.deadline_passed', 'The answer came after the deadline');

export const alreadySubmittedError = () => conflict('simulados.already_submitted', 'The attempt was already submitted');

export const resultUnavailableError = () =>
  conflict('simulados.result_unavailable', 'The attempt has not been submitted yet');

export const attemptNotStartedError = () =>
  new AppError({
    code: 'simulados.attempt_not_started',
    statusCode: 404,
    message: 'The learner has not started this simulado',
  });

/** 422: a letter beyond the question's alternatives. */
export const alternativeInvalidError = () =>
  validationFailedError([{ path: 'alternative', message: 'questions.alternative_invalid' }]);
