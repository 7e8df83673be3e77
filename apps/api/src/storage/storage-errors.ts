import { AppError } from '../errors/app-error.ts';

/** 503 when the file store cannot be reached or refuses the call (the cause is logged, never sent). */
export const storageUnavailableError = (cause: unknown) =>
  new AppError({
    code: 'common.service_unavailable',
    statusCode: 503,
    message: 'File storage is unavailable',
    headers: { 'retry-after': '5' },
    cause,
  });
