import { isApiError } from '../../lib/api/api-error.ts';
import { translateError } from '../../lib/api/translate-error.ts';
import type { TFunction } from '../../lib/i18n/index.ts';

/** Text of a failed auth call: by its code; a 429 with Retry-After says how long to wait. */
export function authErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.retryAfter) {
    return t('auth.waitMinutes', { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) });
  }
  return translateError(t, error);
}
