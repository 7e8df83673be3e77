import { AppError } from '../../errors/app-error.ts';

/** 412: an If-Match or If-Unmodified-Since the stored version does not meet. */
export const preconditionFailedError = () =>
  new AppError({
    code: 'common.precondition_failed',
    statusCode: 412,
    message: 'The file does not meet the request preconditions (If-Match, If-Unmodified-Since)',
  });

/** 416 for a range outside the file; its `Content-Range` tells the client the file's size. */
export const rangeNotSatisfiableError = (size: number) =>
  new AppError({
    code: 'courses.range_not_satisfiable',
    statusCode: 416,
    message: 'The requested range is outside the file',
    headers: { 'content-range': `bytes */${size}` },
  });
