import { numberFormat } from './intl-formats.ts';

const units = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * The app's one way of writing a file size, with the interface language's decimals: "850 KB", "1,8 KB" and
 * "1,2 MB" (pt-BR), "1.8 KB" (en); one decimal under 10 of a unit, none from 10 on or for bytes.
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = numberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${units[unit]}`;
}
