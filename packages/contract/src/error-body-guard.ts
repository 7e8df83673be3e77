import type { ErrorBody } from './errors.ts';

/**
 * Structural check of an error body without zod, for clients that must stay small (the web app's first paint).
 * Equivalent to `errorBodySchema.safeParse(body).success` (errors.ts); a unit test keeps the two in step.
 */
export function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields, data } = error as {
    code?: unknown;
    message?: unknown;
    fields?: unknown;
    data?: unknown;
  };
  if (typeof code !== 'string' || typeof message !== 'string') return false;
  if (data !== undefined && !isStringRecord(data)) return false;
  if (fields === undefined) return true;
  return (
    Array.isArray(fields) &&
    fields.every(
      (f: unknown) =>
        typeof f === 'object' &&
        f !== null &&
        typeof (f as { path?: unknown }).path === 'string' &&
        typeof (f as { message?: unknown }).message === 'string',
    )
  );
}

function isStringRecord(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}
