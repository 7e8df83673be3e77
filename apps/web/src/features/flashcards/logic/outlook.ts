import type { FlashcardStats } from '@members/contract';
import { dateTimeFormat } from '../../../lib/format/index.ts';

/** What comes next, from the 30-day forecast: the first day with reviews due, and tomorrow's count. */
export function outlookOf(stats: Pick<FlashcardStats, 'forecast'>): { nextDue: string | null; tomorrow: number } {
  const due = (day: FlashcardStats['forecast'][number]) => day.cards + day.questions;
  const next = stats.forecast.find((day) => due(day) > 0);
  const second = stats.forecast[1];
  return { nextDue: next?.date ?? null, tomorrow: second ? due(second) : 0 };
}

/** A `YYYY-MM-DD` day as the locale writes it ("27 de novembro"), read as a calendar day (no time zone shift). */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
}
