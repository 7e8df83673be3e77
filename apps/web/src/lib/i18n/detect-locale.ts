import { defaultLocale, detectionFallbackLocale, isLocale, type Locale } from './locales.ts';

/** Maps a browser language list to a supported locale: pt* → pt-BR, en* → en, anything else → en. */
export function matchBrowserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const tag = language.trim().toLowerCase();
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-BR';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return detectionFallbackLocale;
}

export interface LocaleDetectionInput {
  /** Value of the locale cookie, if any. */
  cookie: string | undefined;
  pathname: string;
  /** navigator.languages (most preferred first). */
  browserLanguages: readonly string[];
}

export interface DetectedLocale {
  locale: Locale;
  source: 'cookie' | 'browser' | 'default';
}

/**
 * Initial locale (spec §4, §9): the cookie first; the browser language only on first access (no cookie)
 * or at the root path; otherwise the default pt-BR.
 */
export function detectInitialLocale({ cookie, pathname, browserLanguages }: LocaleDetectionInput): DetectedLocale {
  if (isLocale(cookie)) return { locale: cookie, source: 'cookie' };
  if (cookie === undefined || pathname === '/') {
    return { locale: matchBrowserLocale(browserLanguages), source: 'browser' };
  }
  return { locale: defaultLocale, source: 'default' };
}
