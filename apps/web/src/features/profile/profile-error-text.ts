import { isApiError } from '../../lib/api/api-error.ts';
import { fieldErrorText } from '../../lib/forms/field-error-text.ts';
import type { TFunction } from '../../lib/i18n/index.ts';

/** Text of a failed profile or avatar call: `profile.errors.<code>`, else `errors.<code>`, else a generic one. */
export function profileErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unknown');
  return t([`profile.errors.${error.code}`, `errors.${error.code}`, 'errors.unknown']);
}

/** Text of a field's error: a contract code (`field.cpf_invalid`) or a server code placed on the field. */
export function profileFieldErrorText(t: TFunction, code: string | undefined): string | undefined {
  if (!code || code.startsWith('field.')) return fieldErrorText(t, code);
  return t([`profile.errors.${code}`, `errors.${code}`, 'fields.invalid']);
}
