import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type { TFunction, Translator } from './translator.ts';

/**
 * The app's messages in a component: `t` answers in the current language (a new `t` after each language
 * change, so effects and memos that use it run again) and the component renders again when it changes.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  const t = useMemo<TFunction>(() => i18n.getFixedT(language), [language]);
  return { t, i18n };
}
