import { isErrorBody } from '@members/contract';
import { ApiError, clientErrorCodes } from './api-error.ts';

function redirectOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { redirect?: unknown; error?: { redirect?: unknown; data?: { redirect?: unknown } } };
  const redirect = record.error?.data?.redirect ?? record.error?.redirect ?? record.redirect;
  return typeof redirect === 'string' && redirect ? redirect : undefined;
}

/** Retry-After in seconds (RFC 9110: delay-seconds or an HTTP date), when the response carries it. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

/** Builds the ApiError of a non-2xx response from the API's `{ error: { code, message, fields } }`. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    return new ApiError({
      code: clientErrorCodes.internal,
      message: `HTTP ${response.status}: response is not JSON`,
      status: response.status,
      cause,
    });
  }
  if (!isErrorBody(body)) {
    return new ApiError({
      code: clientErrorCodes.internal,
      message: `HTTP ${response.status}: unexpected error body`,
      status: response.status,
      redirect: redirectOf(body),
    });
  }
  const { code, message, fields, data } = body.error;
  return new ApiError({
    code,
    message,
    status: response.status,
    fields,
    redirect: redirectOf(body),
    retryAfter: retryAfterOf(response),
    data,
  });
}
