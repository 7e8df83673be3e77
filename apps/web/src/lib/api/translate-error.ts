import type { TFunction } from '../i18n/index.ts';
import { isApiError } from './api-error.ts';

/** User-facing text for an error: `errors.<code>` from the catalogs, else `errors.unknown`. */
export function translateError(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : undefined;
  return code ? t([`errors.${code}`, 'errors.unknown']) : t('errors.unknown');
}
