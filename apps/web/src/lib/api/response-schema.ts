import { ApiError, clientErrorCodes } from './api-error.ts';

/** What apiRequest needs of a schema: zod's and zod/mini's schemas both fit, and nothing of zod is imported here. */
export interface ParsingSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { message: string; issues: unknown } };
}

/**
 * The contract schema an answer must satisfy, or a loader of it: a call in a first-paint chunk passes
 * `() => import('./x-schemas.ts').then((m) => m.schema)` so zod loads with the answer, not with the page.
 */
export type ResponseSchema<T> = ParsingSchema<T> | (() => Promise<ParsingSchema<T>>);

/** Starts loading the schema (a loader runs while the request is on its way). */
export function resolveSchema<T>(schema: ResponseSchema<T>): Promise<ParsingSchema<T>> {
  return typeof schema === 'function' ? schema() : Promise.resolve(schema);
}

/**
 * The answer parsed by its schema; an answer that does not match throws `common.invalid_response` (the page
 * shows its translation) and, in development, logs the schema's issues.
 */
export function parseResponse<T>(schema: ParsingSchema<T>, data: unknown, call: string, status: number): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  if (import.meta.env.DEV)
    console.error(`[api] ${call}: the answer does not match its contract schema`, parsed.error.issues);
  throw new ApiError({
    code: clientErrorCodes.invalidResponse,
    message: `Unexpected response from ${call}: ${parsed.error.message}`,
    status,
    cause: parsed.error,
  });
}
