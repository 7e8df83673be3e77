const dayMs = 86_400_000;

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` comes first); null when either is no date. */
export function daysBetween(from: string, to: string): number | null {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return Number.isNaN(start) || Number.isNaN(end) ? null : Math.round((end - start) / dayMs);
}

/** A `YYYY-MM-DD` for a Date picked in the browser (its local calendar day). */
export function dateKeyOf(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The browser Date (local midnight) the date picker shows for a `YYYY-MM-DD`. */
export function dateOfKey(key: string | null): Date | undefined {
  const match = key ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(key) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}
