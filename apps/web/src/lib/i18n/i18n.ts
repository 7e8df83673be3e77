import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from '../cookies/cookies.ts';
import { areaCatalogLoaders, areasNamespace, catalogLoaders } from './catalog-loaders.ts';
import { detectInitialLocale } from './detect-locale.ts';
import { announceLocaleSwitch } from './locale-events.ts';
import { defaultLocale, isLocale, localeCookie, supportedLocales, type Locale } from './locales.ts';

/** The app's single i18next instance (react-i18next reads it through initReactI18next). */
export const i18n = i18next.createInstance();

let initialisation: Promise<void> | null = null;

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
    const detected = detectInitialLocale({
      cookie: readCookie(localeCookie.name),
      pathname: window.location.pathname,
      browserLanguages: navigator.languages ?? [navigator.language],
    });
    await i18n
      .use(
        resourcesToBackend((language: string, namespace: string) => {
          if (!isLocale(language)) return {};
          return namespace === areasNamespace ? areaCatalogLoaders[language]() : catalogLoaders[language]();
        }),
      )
      .use(initReactI18next)
      .init({
        lng: detected.locale,
        fallbackLng: defaultLocale,
        // Keys stay whole (`profile.avatar.change`): one not in the core catalog is looked up in `areas`.
        ns: ['translation'],
        defaultNS: 'translation',
        fallbackNS: areasNamespace,
        supportedLngs: [...supportedLocales],
        load: 'currentOnly',
        partialBundledLanguages: false,
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
    reflectOnDocument(detected.locale);
    if (detected.source === 'browser') storeLocaleChoice(detected.locale);
  })();
  return initialisation;
}

/** The locale the interface is showing now. */
export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : defaultLocale;
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
