import { isApiError } from '../../lib/api/api-error.ts';
import type { TFunction } from '../../lib/i18n/index.ts';

/** Text of a refused switch: `verticals.errors.<code>`, else the app-wide `errors.<code>`, else a generic one. */
export function verticalsErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unknown');
  return t([`verticals.errors.${error.code}`, `errors.${error.code}`, 'errors.unknown']);
}
