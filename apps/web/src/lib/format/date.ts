import { useTranslation } from '../i18n/index.ts';
import { dateTimeFormat } from './intl-formats.ts';

/** How a date is written: numeric (29/11/2026, 11/29/2026) or long (29 de novembro de 2026, November 29, 2026). */
export type DateStyle = 'numeric' | 'long';

const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { dateStyle: 'long' },
};

/**
 * A calendar date as the locale writes it; the text given back when it is no date. The browser's Intl does it
 * (date-fns and its locales would add ~7 KB of gzip JS to the catalog's first paint); in pt-BR the text is the
 * same as date-fns' `P` and `PPP`.
 */
export function formatDate(iso: string, locale: string, style: DateStyle = 'numeric'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(locale, styles[style]).format(date);
}

/** `formatDate` in the interface language (en-US or pt-BR). */
export function useDateFormat(): (iso: string, style?: DateStyle) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-US' : 'pt-BR';
  return (iso, style) => formatDate(iso, locale, style);
}
