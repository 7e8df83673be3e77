import type { Locale } from './locales.ts';

export type BeforeLocaleSwitchListener = (previous: Locale, next: Locale) => void | Promise<void>;

const listeners = new Set<BeforeLocaleSwitchListener>();

/** Subscribes to the announcement made before every locale switch; returns the unsubscribe function. */
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
