import { AppError } from '../../../errors/app-error.ts';

/** 416 for a range outside the file; its `Content-Range` tells the client the file's size. */
export const rangeNotSatisfiableError = (size: number) =>
  new AppError({
    code: 'courses.range_not_satisfiable',
    statusCode: 416,
    message: 'The requested range is outside the file',
    headers: { 'content-range': `bytes */${size}` },
  });
