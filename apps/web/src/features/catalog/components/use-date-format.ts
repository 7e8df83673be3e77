import { useTranslation } from '../../../lib/i18n/index.ts';

/**
 * Long dates in the interface language: "29 de novembro de 2026", "November 29, 2026". The browser's Intl
 * does it (date-fns and its locales would add ~7 KB of gzip JS to the catalog's first paint); in pt-BR the
 * text is the same as date-fns' `PPP`.
 */
export function useDateFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-US' : 'pt-BR';
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  };
}
