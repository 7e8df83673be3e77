import { dateTimeFormat } from '../../../../lib/format/index.ts';

/** A day of the performance series (`2026-03-14`) as "14/03" (pt-BR) or "3/14" (en). */
export function formatDay(date: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(day);
}
