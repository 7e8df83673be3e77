import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** first-screens.json of the web build: path → interface language → the HTML file with that screen drawn. */
type FirstScreens = Record<string, Record<string, string>>;

/** The web app's locale cookie and languages (apps/web/src/lib/i18n/locales.ts). */
const localeCookie = 'i18n_redirected';
const locales = ['pt-BR', 'en'] as const;

/**
 * The language the web app will show (its lib/i18n/detect-locale.ts): the locale cookie's; without one the
 * browser's first pt or en language (another one: en); a cookie with an unknown value: pt-BR.
 */
export function appLocaleOf(localeCookieValue: string | undefined, acceptLanguage: string | undefined): string {
  if (localeCookieValue !== undefined)
    return (locales as readonly string[]).includes(localeCookieValue) ? localeCookieValue : 'pt-BR';
  for (const entry of acceptLanguage?.split(',') ?? []) {
    const tag = entry.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-BR';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

export interface SpaPageRequest {
  path: string;
  /** The request's cookies, as @fastify/cookie parsed them. */
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
}

/**
 * Issue 19: which HTML file answers a client route. The build draws some first screens (the login) into their own
 * files, one per language; every other path gets index.html. The manifest is read once, at start.
 */
export function spaPagePicker(distDir: string): (request: SpaPageRequest) => string {
  const manifest = path.join(distDir, 'first-screens.json');
  const screens = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as FirstScreens) : {};
  return ({ path: pathname, cookies, acceptLanguage }) => {
    const files = screens[pathname];
    if (!files) return 'index.html';
    return files[appLocaleOf(cookies[localeCookie], acceptLanguage)] ?? 'index.html';
  };
}
