import type { FieldError } from '@members/contract';

/** Codes the web client produces itself (the API's codes come from @members/contract). */
export const clientErrorCodes = {
  network: 'common.network',
  internal: 'common.internal',
  invalidResponse: 'common.invalid_response',
} as const;

/** A failed API call, carrying the API's stable dotted code (`common.not_found`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  /** HTTP status; 0 when the server was not reached. */
  readonly status: number;
  readonly fields?: FieldError[];
  /** Address the API asked the client to go to (401 handling), when given. */
  readonly redirect?: string;
  /** Seconds to wait before retrying (the Retry-After header of a 429), when given. */
  readonly retryAfter?: number;
  /** The error's extra data (e.g. `offer_path` of `access.area_locked`), when given. */
  readonly data?: Readonly<Record<string, string>>;

  constructor(init: {
    code: string;
    message: string;
    status: number;
    fields?: FieldError[];
    redirect?: string;
    retryAfter?: number;
    data?: Record<string, string>;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    if (init.fields) this.fields = init.fields;
    if (init.redirect) this.redirect = init.redirect;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
    if (init.data) this.data = init.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
