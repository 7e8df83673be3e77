import { format, isValid, parse } from 'date-fns';
import { enUS, ptBR, type DayPickerLocale } from 'react-day-picker/locale';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** date-fns locales (extended with DayPicker's translated labels) for the interface languages. */
const dateLocales = { 'pt-BR': ptBR, en: enUS } as const satisfies Record<string, DayPickerLocale>;

/** The date locale following the i18n language (pt-BR unless the interface is in English). */
export function useDateLocale(): DayPickerLocale {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? dateLocales.en : dateLocales['pt-BR'];
}

/** Short numeric date of the locale: 15/03/2026 (pt-BR), 03/15/2026 (en). */
export function formatShortDate(date: Date, locale: DayPickerLocale): string {
  return format(date, 'P', { locale });
}

/** Reads a date typed in the locale's short format; null when it is not a real date. */
export function parseShortDate(text: string, locale: DayPickerLocale): Date | null {
  const date = parse(text.trim(), 'P', new Date(), { locale });
  return isValid(date) && date.getFullYear() >= 1000 ? date : null;
}
