/** A lesson duration in seconds as "12 min", "1 h 05 min" or "30 s". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} s`;
  const minutes = Math.round(total / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** A publication date as the locale writes it ("12 de mar. de 2026", "Mar 12, 2026"); empty when invalid. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** An average rating with one decimal in the locale ("4,3", "4.3"). */
export function formatRating(rating: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** A file size as "850 KB" or "1,2 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024 * 1024) return `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}
