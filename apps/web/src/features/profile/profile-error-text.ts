import { isApiError } from '../../lib/api/api-error.ts';
import type { TFunction } from '../../lib/i18n/index.ts';

/** Text of a failed profile or avatar call: `profile.errors.<code>`, else `errors.<code>`, else a generic one. */
export function profileErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unknown');
  return t([`profile.errors.${error.code}`, `errors.${error.code}`, 'errors.unknown']);
}

/** Text of a server code placed on a field (`auth.email_taken`); contract codes are the shared fields' own. */
export function profileServerFieldErrorText(t: TFunction, code: string): string {
  return t([`profile.errors.${code}`, `errors.${code}`, 'fields.invalid']);
}
