import type { Locale } from './locales.ts';

type Catalog = Record<string, unknown>;

/** Each catalog is its own chunk, imported only when its locale (or the fallback) is needed. */
export const catalogLoaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  'pt-BR': () => import('../../locales/pt-BR.json'),
  en: () => import('../../locales/en.json'),
};
