import type { ErrorBody, ErrorCode, FieldError } from '@members/contract';

/** `<domain>.<reason>`: the common codes of the contract or a module's own. */
export type AppErrorCode = ErrorCode | `${string}.${string}`;

export interface AppErrorInit {
  code: AppErrorCode;
  statusCode: number;
  /** Short English text for developers; the web app translates by code. */
  message: string;
  fields?: FieldError[];
  cause?: unknown;
}

/** An error the API answers as `{ error: { code, message, fields? } }` with its status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  readonly fields: FieldError[] | undefined;

  constructor(init: AppErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'AppError';
    this.code = init.code;
    this.statusCode = init.statusCode;
    this.fields = init.fields;
  }

  toBody(): ErrorBody {
    const { code, message, fields } = this;
    return { error: fields ? { code, message, fields } : { code, message } };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
