import type { FieldError } from '@members/contract';
import { AppError } from './app-error.ts';

/** Factories for the cross-cutting `common.*` errors. */

export const notFoundError = (message = 'Resource not found') =>
  new AppError({ code: 'common.not_found', statusCode: 404, message });

export const routeNotFoundError = (method: string, path: string) => notFoundError(`Route ${method} ${path} not found`);

export const validationFailedError = (fields: FieldError[]) =>
  new AppError({ code: 'common.validation_failed', statusCode: 422, message: 'Validation failed', fields });

export const malformedJsonError = () =>
  new AppError({ code: 'common.malformed_json', statusCode: 400, message: 'Request body is not valid JSON' });

export const unsupportedMediaTypeError = () =>
  new AppError({
    code: 'common.unsupported_media_type',
    statusCode: 415,
    message: 'Unsupported content type; send application/json',
  });

export const payloadTooLargeError = () =>
  new AppError({ code: 'common.payload_too_large', statusCode: 413, message: 'Request body is too large' });

export const badRequestError = (message = 'Bad request') =>
  new AppError({ code: 'common.bad_request', statusCode: 400, message });

export const methodNotAllowedError = () =>
  new AppError({ code: 'common.method_not_allowed', statusCode: 405, message: 'Method not allowed' });

export const rateLimitedError = () =>
  new AppError({ code: 'common.rate_limited', statusCode: 429, message: 'Too many requests; retry later' });

/** The database is down, restarting or out of connections: the client retries (the web app's outbox does). */
export const databaseUnavailableError = (cause?: unknown) =>
  new AppError({
    code: 'common.database_unavailable',
    statusCode: 503,
    message: 'The database is unavailable; retry shortly',
    headers: { 'retry-after': '5' },
    cause,
  });

export const internalError = (cause?: unknown) =>
  new AppError({ code: 'common.internal', statusCode: 500, message: 'Internal server error', cause });
