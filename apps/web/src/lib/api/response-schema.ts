/** What apiRequest needs of a schema: zod's and zod/mini's schemas both fit, and nothing of zod is imported here. */
export interface ParsingSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { message: string; issues: unknown } };
}

/**
 * The contract schema an answer must satisfy, or its loading: a call in a first-paint chunk passes
 * `import('./x-schemas.ts').then((m) => m.schema)`, started with the request, so zod loads with the answer.
 */
export type ResponseSchema<T> = ParsingSchema<T> | Promise<ParsingSchema<T>>;
