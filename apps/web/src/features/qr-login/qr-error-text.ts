import { isApiError } from '../../lib/api/api-error.ts';
import type { TFunction } from '../../lib/i18n/index.ts';

/** Text of a failed QR call: `qrLogin.errors.<code>`, else the app-wide `errors.<code>`, else a generic one. */
export function qrErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unknown');
  return t([`qrLogin.errors.${error.code}`, `errors.${error.code}`, 'errors.unknown']);
}
