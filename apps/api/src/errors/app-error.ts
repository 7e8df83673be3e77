import type { ErrorBody, ErrorCode, FieldError } from '@members/contract';

/** `<domain>.<reason>`: the common codes of the contract or a module's own. */
export type AppErrorCode = ErrorCode | `${string}.${string}`;

export interface AppErrorInit {
  code: AppErrorCode;
  statusCode: number;
  /** Short English text for developers; the web app translates by code. */
  message: string;
  fields?: FieldError[];
  /** Response headers that go with the error (e.g. Retry-After on a 429). */
  headers?: Record<string, string>;
  /** Extra data for the client (e.g. the address to go to after a 401). */
  data?: Record<string, string>;
  cause?: unknown;
}

/** An error the API answers as `{ error: { code, message, fields? } }` with its status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  readonly fields: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly data: Record<string, string> | undefined;

  constructor(init: AppErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'AppError';
    this.code = init.code;
    this.statusCode = init.statusCode;
    this.fields = init.fields;
    this.headers = init.headers ?? {};
    this.data = init.data;
  }

  toBody(): ErrorBody {
    const { code, message, fields, data } = this;
    return { error: { code, message, ...(fields ? { fields } : {}), ...(data ? { data } : {}) } };
  }
}
