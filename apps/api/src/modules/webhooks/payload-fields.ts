/** Reading a provider's JSON without trusting its shape: every getter answers null for what is not there. */

/** The parsed body, or null when it is not a JSON object. */
export function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The value at a dotted path (`data.purchase.transaction`). */
export function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value ?? null;
}

/** A non-empty string (numbers as their text: Hotmart's product ids are numbers), or null. */
export function textAt(root: unknown, path: string): string | null {
  const value = valueAt(root, path);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A date-time text without an offset (`2031-01-10 12:01`): the platforms' clock, São Paulo's (UTC-3, no DST). */
const zoneless = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

function parseDateText(text: string): Date {
  const iso = text.trim().replace(' ', 'T');
  return new Date(zoneless.test(text.trim()) ? `${iso}-03:00` : iso);
}

/** A date from epoch milliseconds or an ISO / `YYYY-MM-DD HH:mm` text, or null. */
export function dateAt(root: unknown, path: string): Date | null {
  const value = valueAt(root, path);
  const date = typeof value === 'number' ? new Date(value) : typeof value === 'string' ? parseDateText(value) : null;
  return date && Number.isFinite(date.getTime()) ? date : null;
}

/** A finite number, or null. */
export function numberAt(root: unknown, path: string): number | null {
  const value = valueAt(root, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
