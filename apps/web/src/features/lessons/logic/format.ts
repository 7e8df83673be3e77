import { dateTimeFormat, numberFormat } from '../../../lib/format/index.ts';

/** A publication date as the locale writes it ("12 de mar. de 2026", "Mar 12, 2026"); empty when invalid. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** An average rating with one decimal in the locale ("4,3", "4.3"). */
export function formatRating(rating: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
