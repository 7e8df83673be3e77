/** Locales of the interface (spec §9): pt-BR is the default and the source of truth. */
export const supportedLocales = ['pt-BR', 'en'] as const;
export type Locale = (typeof supportedLocales)[number];

export const defaultLocale: Locale = 'pt-BR';
/**
 * The language of what producers write (home title and text, taglines, course texts): Portuguese whatever
 * the interface's language. Marked with lang on the element, so screen readers read it as Portuguese.
 */
export const producerContentLocale: Locale = 'pt-BR';

/** What browser-language detection answers when the browser speaks neither language. */
export const detectionFallbackLocale: Locale = 'en';

/** Each locale's own name, shown in the language switcher whatever the current language. */
export const localeNames: Record<Locale, string> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
};

/** Cookie that stores the chosen locale (spec §9): 365 days, path /, SameSite Lax, not Secure by default. */
export const localeCookie = { name: 'i18n_redirected', days: 365 } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}
