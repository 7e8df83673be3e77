import { dateTimeFormat, numberFormat } from '../../../lib/format/index.ts';

/** Simulado windows are announced in Brasília time, whatever the device's zone. */
const simuladoTimeZone = 'America/Sao_Paulo';

/** "12 de mai. de 2026, 14:00" (pt-BR) / "May 12, 2026, 2:00 PM" (en), in Brasília time. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: simuladoTimeZone,
  }).format(date);
}

/** A countdown: "07:05", "1:02:03" (hours only when there are some); never negative. */
export function formatClock(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Durations are written as everywhere else in the app ("45 min", "1h 20min", "50 s"). */
export { formatDuration } from '../../../lib/format/index.ts';

/** A score as shown: "72%", "72,5%" (pt-BR) with at most one decimal. */
export function formatPercent(value: number, locale: string): string {
  return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(value)}%`;
}

/** Intl locale of the interface language. */
export const intlLocale = (language: string) => (language === 'en' ? 'en-US' : 'pt-BR');
