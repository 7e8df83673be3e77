import { createHash, randomBytes } from 'node:crypto';

/** A feed's secret: 32 random bytes, base64url (the URL carries it; the database keeps only its hash). */
export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The sha-256 hex of a token, as study_plans.calendar_token_hash holds it. */
export function calendarTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of a feed path's last segment `<token>.ics`; null when it does not end in `.ics` or is empty. */
export function tokenOfFeedName(name: string): string | null {
  if (!name.endsWith('.ics')) return null;
  const token = name.slice(0, -'.ics'.length);
  return /^[A-Za-z0-9_-]{1,100}$/.test(token) ? token : null;
}
