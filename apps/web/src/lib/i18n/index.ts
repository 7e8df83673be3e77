export { currentLocale, i18n, initI18n, loadCatalogAreas, setLocale } from './i18n.ts';
export type { TFunction, TOptions } from './translator.ts';
export { useTranslation } from './use-translation.ts';
export { onBeforeLocaleSwitch, type BeforeLocaleSwitchListener } from './locale-events.ts';
export { detectInitialLocale, matchBrowserLocale } from './detect-locale.ts';
export {
  defaultLocale,
  isLocale,
  localeCookie,
  localeNames,
  producerContentLocale,
  supportedLocales,
  type Locale,
} from './locales.ts';
