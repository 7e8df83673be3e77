import { initI18n, loadCatalogAreas, setLocale } from './i18n.ts';
import type { Locale } from './locales.ts';

/** For unit tests: the real i18n instance with the real catalogs, in the given locale (pt-BR by default). */
export async function useTestLocale(locale: Locale = 'pt-BR'): Promise<void> {
  await initI18n();
  await loadCatalogAreas();
  await setLocale(locale);
}
