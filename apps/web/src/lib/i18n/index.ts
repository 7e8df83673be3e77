export { currentLocale, i18n, initI18n, loadCatalogAreas, preloadCatalogAreas, setLocale } from './i18n.ts';
export type { TFunction } from './translator.ts';
export { useTranslation } from './use-translation.ts';

export { isLocale, localeNames, producerContentLocale, supportedLocales } from './locales.ts';
