import { z } from 'zod';

/** Zod parsers for environment strings (every value arrives as text). */

export function integerText(min: number, max: number) {
  return z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
}

export function booleanText() {
  return z
    .string()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no']))
    .transform((value) => value === 'true' || value === '1' || value === 'yes');
}

/** An absolute http(s) URL, returned without a trailing slash. */
export function httpUrl() {
  return z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));
}

export function slugText() {
  return z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
}

/** An http(s) origin (scheme, host, optional port; no path), normalised by URL. */
function httpOrigin() {
  return z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const url = new URL(value);
      return url.pathname === '/' && !url.search && !url.hash && !url.username;
    })
    .transform((value) => new URL(value).origin);
}

export function originList() {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(httpOrigin()));
}
