import { useEffect, useSyncExternalStore } from 'react';

/**
 * Data the shell and the sign-in screens read once per page load (app config, producers, institutions): a
 * small keyed cache with its loading state, so their first paint does not carry the query library. A failed
 * load is forgotten, so the next reader tries again.
 */
export interface ResourceState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
}

interface Entry {
  state: ResourceState<unknown>;
  started: boolean;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const pendingState: ResourceState<never> = { data: undefined, error: null, isPending: true, isError: false };
const disabledState: ResourceState<never> = { data: undefined, error: null, isPending: true, isError: false };

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts loading `key` once; later calls share the result. */
export function loadResource<T>(key: string, fetcher: () => Promise<T>): void {
  const existing = entries.get(key);
  if (existing?.started) return;
  const entry: Entry = { state: pendingState, started: true };
  entries.set(key, entry);
  fetcher().then(
    (data) => {
      entry.state = { data, error: null, isPending: false, isError: false };
      notify();
    },
    (error: unknown) => {
      entry.state = { data: undefined, error, isPending: false, isError: true };
      entry.started = false; // the next reader loads again
      notify();
    },
  );
}

/** The cached state of `key`, loading it on first use; `key` null waits (a dependent load). */
export function useResource<T>(key: string | null, fetcher: () => Promise<T>): ResourceState<T> {
  useEffect(() => {
    if (key !== null) loadResource(key, fetcher);
    // The fetcher of a key never changes meaning; only the key starts a load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const state = useSyncExternalStore(subscribe, () =>
    key === null ? disabledState : (entries.get(key)?.state ?? pendingState),
  );
  return state as ResourceState<T>;
}

/** Tests: forget every cached resource. */
export function clearResources(): void {
  entries.clear();
  notify();
}
