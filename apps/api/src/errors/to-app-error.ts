import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { AppError } from './app-error.ts';
import {
  badRequestError,
  internalError,
  malformedJsonError,
  methodNotAllowedError,
  notFoundError,
  payloadTooLargeError,
  rateLimitedError,
  unsupportedMediaTypeError,
  validationFailedError,
} from './common.errors.ts';
import { toFieldErrors } from './validation-fields.ts';

type MaybeFastifyError = Partial<Pick<FastifyError, 'code' | 'statusCode' | 'validationContext'>> & {
  validation?: FastifySchemaValidationError[];
  message?: string;
};

const byFastifyCode: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: malformedJsonError,
  FST_ERR_CTP_EMPTY_JSON_BODY: malformedJsonError,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: unsupportedMediaTypeError,
  FST_CP_ERR_INVALID_CONTENT_ENCODING: unsupportedMediaTypeError,
  FST_ERR_CTP_BODY_TOO_LARGE: payloadTooLargeError,
  // Met before routing (Fastify's frameworkErrors): a URL it cannot decode, a path parameter past maxParamLength.
  FST_ERR_BAD_URL: () => badRequestError('The URL is not validly encoded'),
  FST_ERR_MAX_PARAM_LENGTH: () => badRequestError('A path parameter is too long'),
};

const byStatus: Record<number, () => AppError> = {
  404: notFoundError,
  405: methodNotAllowedError,
  413: payloadTooLargeError,
  415: unsupportedMediaTypeError,
  429: rateLimitedError,
};

/**
 * Maps anything thrown while handling a request to the AppError the client sees. Unknown
 * errors and every 5xx become `common.internal` with a generic message (details stay in the log).
 */
export function toAppError(thrown: unknown): AppError {
  if (thrown instanceof AppError) return thrown;
  const error = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as MaybeFastifyError;
  if (Array.isArray(error.validation) && error.validation.length > 0) {
    return validationFailedError(toFieldErrors(error.validation, error.validationContext));
  }
  const fromCode = error.code ? byFastifyCode[error.code] : undefined;
  if (fromCode) return fromCode();
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const fromStatus = byStatus[status];
    return fromStatus ? fromStatus() : badRequestError(error.message || undefined);
  }
  return internalError(thrown);
}
