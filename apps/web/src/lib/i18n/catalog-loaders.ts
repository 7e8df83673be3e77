import type { Locale } from './locales.ts';
import type { Messages } from './translator.ts';

/** Each catalog is its own chunk, imported only when its locale (or the fallback) is needed. */
export const catalogLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'pt-BR': () => import('../../locales/pt-BR.json'),
  en: () => import('../../locales/en.json'),
};

/**
 * The rest of each catalog: the messages of the signed-in areas (profile, accesses, home, terms ...), loaded as
 * the `areas` namespace before the first page that needs them. The first paint of the sign-in screens and of
 * the catalog (the learner's landing page: its messages and the default layout's, `catalog` and `nav`, are
 * core) carries only the core catalog.
 */
export const areaCatalogLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'pt-BR': () => import('../../locales/pt-BR.areas.json'),
  en: () => import('../../locales/en.areas.json'),
};

export const areasNamespace = 'areas';
