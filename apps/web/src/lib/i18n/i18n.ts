import { readCookie, writeCookie } from '../cookies/cookies.ts';
import { areaCatalogLoaders, areasNamespace, catalogLoaders } from './catalog-loaders.ts';
import { detectInitialLocale } from './detect-locale.ts';
import { announceLocaleSwitch } from './locale-events.ts';
import { defaultLocale, isLocale, localeCookie, type Locale } from './locales.ts';
import { Translator, type Messages } from './translator.ts';

/**
 * The app's single translator. Keys stay whole (`profile.avatar.change`): one not in the core catalog
 * (`translation`) is looked up in `areas`, then in the fallback language pt-BR.
 */
export const i18n = new Translator({
  language: defaultLocale,
  fallbackLanguage: defaultLocale,
  namespaces: ['translation', areasNamespace],
  load: async (language: string, namespace: string): Promise<Messages> => {
    if (!isLocale(language)) return {};
    const catalog = await (namespace === areasNamespace ? areaCatalogLoaders[language]() : catalogLoaders[language]());
    return catalog.default;
  },
});

let initialisation: Promise<void> | null = null;

const detectedLocale = () =>
  detectInitialLocale({
    cookie: readCookie(localeCookie.name),
    pathname: window.location.pathname,
    browserLanguages: navigator.languages ?? [navigator.language],
  });

function storeLocaleChoice(locale: Locale): void {
  writeCookie(localeCookie.name, locale, { days: localeCookie.days, path: '/', sameSite: 'Lax', secure: false });
}

function reflectOnDocument(locale: Locale): void {
  document.documentElement.lang = locale;
}

/**
 * Detects the locale (cookie, else browser language on first access or at /, else pt-BR), then loads that
 * catalog and the fallback's on demand. Safe to call more than once.
 */
export function initI18n(): Promise<void> {
  initialisation ??= (async () => {
    const detected = detectedLocale();
    await i18n.changeLanguage(detected.locale);
    reflectOnDocument(detected.locale);
    if (detected.source === 'browser') storeLocaleChoice(detected.locale);
  })();
  return initialisation;
}

/** The locale the interface is showing now. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/**
 * Switches the interface language: announces previous and next locale first, loads the messages,
 * switches, sets <html lang> and stores the choice in the locale cookie.
 */
export async function setLocale(next: Locale): Promise<void> {
  if (!isLocale(next)) throw new TypeError(`Unsupported locale: ${String(next)}`);
  await initI18n();
  const previous = currentLocale();
  await announceLocaleSwitch(previous, next);
  await i18n.loadLanguages(next);
  await i18n.changeLanguage(next);
  reflectOnDocument(next);
  storeLocaleChoice(next);
}

/**
 * Loads the area messages (the `areas` namespace) of the current and fallback locales, once; later language
 * switches load them along. Pages outside the sign-in screens await it before they render.
 */
export async function loadCatalogAreas(): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces(areasNamespace);
}

/**
 * Starts downloading the area messages of the language the app is about to show (and the fallback's) without
 * waiting for the core catalog, as loadCatalogAreas does (issue 19: one round trip less before an area's first
 * page on a phone). The download is shared: loadCatalogAreas then finds it under way or done.
 */
export function preloadCatalogAreas(): void {
  for (const locale of new Set([detectedLocale().locale, defaultLocale]))
    areaCatalogLoaders[locale]().catch((error: unknown) =>
      console.warn('[i18n] Area messages failed to preload.', error),
    );
}
