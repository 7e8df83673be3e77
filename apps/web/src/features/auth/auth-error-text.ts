import { isApiError } from '../../lib/api/api-error.ts';
import { translateError } from '../../lib/api/translate-error.ts';
import { formatMinutes } from '../../lib/format/index.ts';
import type { TFunction } from '../../lib/i18n/index.ts';

/** 429 codes whose own text says what was limited (the codes sent to one address); the wait is added to it. */
const limitsWithOwnText = new Set(['auth.code_limit_reached', 'auth.code_guess_limit_reached']);

/** A wait in seconds as the app writes lengths of time, rounded up to the minute: "59 min", "23h 40min". */
export function waitText(seconds: number): string {
  return formatMinutes(Math.max(1, Math.ceil(seconds / 60)));
}

/** Text of a failed auth call: by its code; a 429 with Retry-After says how long to wait. */
export function authErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.retryAfter) {
    if (limitsWithOwnText.has(error.code)) {
      return `${translateError(t, error)} ${t('auth.tryAgainIn', { wait: waitText(error.retryAfter) })}`;
    }
    return t('auth.waitMinutes', { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) });
  }
  return translateError(t, error);
}
