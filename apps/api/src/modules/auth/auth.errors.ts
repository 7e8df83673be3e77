import { AppError } from '../../errors/app-error.ts';

/** Errors of sign-in, sessions and one-time tokens (codes listed in the contract's authErrorCodes). */

/** Retry-After in whole seconds, at least 1. */
const retryAfter = (seconds: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(seconds))) });

export const invalidCredentialsError = () =>
  new AppError({ code: 'auth.invalid_credentials', statusCode: 401, message: 'E-mail or password is wrong' });

export const unauthenticatedError = () =>
  new AppError({ code: 'auth.unauthenticated', statusCode: 401, message: 'Sign in to continue' });

export const sessionSupersededError = (redirect?: string) =>
  new AppError({
    code: 'auth.session_superseded',
    statusCode: 401,
    message: 'This session was replaced by a newer sign-in',
    data: redirect ? { redirect } : undefined,
  });

export const sessionExpiredError = () =>
  new AppError({ code: 'auth.session_expired', statusCode: 401, message: 'The session expired' });

export const appIdRequiredError = () =>
  new AppError({ code: 'auth.app_id_required', statusCode: 401, message: 'This session needs its app id' });

export const xsrfMismatchError = () =>
  new AppError({ code: 'auth.xsrf_mismatch', statusCode: 403, message: 'Missing or wrong X-XSRF-TOKEN header' });

export const tooManyAttemptsError = (retryAfterSeconds: number) =>
  new AppError({
    code: 'auth.too_many_attempts',
    statusCode: 429,
    message: 'Too many failed attempts; retry later',
    headers: retryAfter(retryAfterSeconds),
  });

export const tokenInvalidError = () =>
  new AppError({ code: 'auth.token_invalid', statusCode: 400, message: 'The link is invalid, expired or used' });

export const codeInvalidError = () =>
  new AppError({ code: 'auth.code_invalid', statusCode: 400, message: 'The code is wrong or expired' });

export const codeAttemptsExceededError = () =>
  new AppError({
    code: 'auth.code_attempts_exceeded',
    statusCode: 429,
    message: 'Too many wrong codes; ask for a new one',
  });

/** The address got its sign-up codes of the hour (whichever producers sent them). */
export const codeLimitReachedError = (retryAfterSeconds: number) =>
  new AppError({
    code: 'auth.code_limit_reached',
    statusCode: 429,
    message: 'Too many codes were sent to this e-mail; retry later',
    headers: retryAfter(retryAfterSeconds),
  });

/** The address's sign-up codes had their wrong guesses of the day: no code of it is checked until then. */
export const codeGuessLimitReachedError = (retryAfterSeconds: number) =>
  new AppError({
    code: 'auth.code_guess_limit_reached',
    statusCode: 429,
    message: 'Too many wrong codes for this e-mail; retry later',
    headers: retryAfter(retryAfterSeconds),
  });

export const accountUnconfirmedError = () =>
  new AppError({ code: 'auth.account_unconfirmed', statusCode: 403, message: 'Confirm your e-mail first' });

export const noAccountInVerticalError = () =>
  new AppError({ code: 'auth.no_account_in_vertical', statusCode: 404, message: 'No account with this e-mail there' });

export const passwordWrongError = () =>
  new AppError({ code: 'auth.password_wrong', statusCode: 403, message: 'The current password is wrong' });

export const emailUnchangedError = () =>
  new AppError({ code: 'auth.email_unchanged', statusCode: 400, message: 'This is already the account e-mail' });

/** The confirmed new address cannot be applied (another account took it meanwhile); says nothing more. */
export const emailChangeUnavailableError = () =>
  new AppError({
    code: 'auth.email_change_unavailable',
    statusCode: 409,
    message: 'The e-mail could not be changed to this address',
  });

export const emailChangeNeedsConfirmationError = () =>
  new AppError({
    code: 'profile.email_change_needs_confirmation',
    statusCode: 400,
    message: 'A new e-mail is changed with POST /api/user/email-change (password and a code sent to it)',
  });
