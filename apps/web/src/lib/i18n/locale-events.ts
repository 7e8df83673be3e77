import type { Locale } from './locales.ts';

export type BeforeLocaleSwitchListener = (previous: Locale, next: Locale) => void | Promise<void>;

const listeners = new Set<BeforeLocaleSwitchListener>();

/**
 * Subscribes to the announcement made before every locale switch (spec §4 "Language": previous and new locale are
 * announced before the switch); returns the unsubscribe function.
 * @public The spec's hook for whatever must act before a switch; no screen listens yet, the i18n test does.
 */
export function onBeforeLocaleSwitch(listener: BeforeLocaleSwitchListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Announces a switch to every listener and waits for the ones that return a promise. */
export async function announceLocaleSwitch(previous: Locale, next: Locale): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener(previous, next)));
}
