import type { Locale } from './locales.ts';

type Catalog = Record<string, unknown>;

/** Each catalog is its own chunk, imported only when its locale (or the fallback) is needed. */
export const catalogLoaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  'pt-BR': () => import('../../locales/pt-BR.json'),
  en: () => import('../../locales/en.json'),
};

/**
 * The rest of each catalog: the messages of the signed-in areas (profile, accesses, home, terms ...), loaded as
 * the `areas` namespace before the first page outside the sign-in screens. The sign-in screens' first paint
 * carries only the core catalog.
 */
export const areaCatalogLoaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  'pt-BR': () => import('../../locales/pt-BR.areas.json'),
  en: () => import('../../locales/en.areas.json'),
};

export const areasNamespace = 'areas';
