import { dateTimeFormat } from '../../../../lib/format/index.ts';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** A study day (`2026-03-14`, or an ISO time: its date part) as a UTC midnight, or null when unreadable. */
export function dayOf(date: string): Date | null {
  const match = dayPattern.exec(date);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** A study day as "14/03" (pt-BR) or "03/14" (en). */
export function formatDay(date: string, language: string): string {
  const day = dayOf(date);
  if (!day) return date;
  return dateTimeFormat(language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(day);
}

/** A study day with its weekday and year, for labels read aloud: "sáb., 14 de mar. de 2026". */
export function formatLongDay(date: string, language: string): string {
  const day = dayOf(date);
  if (!day) return date;
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** A moment (ISO time) as its day in the learner's zone: "14/03". */
export function formatMoment(iso: string, language: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return dateTimeFormat(language, { day: '2-digit', month: '2-digit' }).format(moment);
}
