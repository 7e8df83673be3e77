export { currentLocale, i18n, initI18n, loadCatalogAreas, setLocale } from './i18n.ts';
export { onBeforeLocaleSwitch, type BeforeLocaleSwitchListener } from './locale-events.ts';
export { detectInitialLocale, matchBrowserLocale } from './detect-locale.ts';
export {
  defaultLocale,
  isLocale,
  localeCookie,
  localeNames,
  supportedLocales,
  type Locale,
} from './locales.ts';
