import { useTranslation } from '../../../lib/i18n/index.ts';
import { dateTimeFormat } from '../../../lib/format/index.ts';

/** How a plan day (`YYYY-MM-DD`) is written: 27/11/2026, 27/11, sex., sexta-feira, 27 de novembro, novembro de 2026. */
export type PlanDateStyle = 'numeric' | 'dayMonth' | 'weekdayShort' | 'weekdayLong' | 'long' | 'monthYear';

const styles: Record<PlanDateStyle, Intl.DateTimeFormatOptions> = {
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dayMonth: { day: '2-digit', month: '2-digit' },
  weekdayShort: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
  long: { weekday: 'long', day: 'numeric', month: 'long' },
  monthYear: { month: 'long', year: 'numeric' },
};

/**
 * A plan day as the locale writes it. Plan days are dates, not instants: they are read and written at UTC midnight
 * so the browser's time zone never shows the day before. Text that is no date comes back as is.
 */
export function formatPlanDate(date: string, locale: string, style: PlanDateStyle = 'numeric'): string {
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) return date;
  return dateTimeFormat(locale, { ...styles[style], timeZone: 'UTC' }).format(time);
}

/** `formatPlanDate` in the interface language (en-US or pt-BR). */
export function usePlanDateFormat(): (date: string, style?: PlanDateStyle) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-US' : 'pt-BR';
  return (date, style) => formatPlanDate(date, locale, style);
}
