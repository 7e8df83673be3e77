import type * as ToastRenderer from './toast-renderer.ts';

/**
 * sonner (about 10 KB of gzip JS) and the toast card are not part of the first paint: they are fetched, as
 * one chunk (toast-renderer.ts), the first time a toast is asked for. AppToaster renders nothing until then.
 */
export type Sonner = typeof ToastRenderer;

let loaded: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/** Starts loading sonner (once; again after a failure) and resolves with it. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('./toast-renderer.ts').then(
    (sonner) => {
      loaded = sonner;
      for (const listener of [...listeners]) listener();
      return sonner;
    },
    (error: unknown) => {
      loading = null; // the next toast tries again
      throw error;
    },
  );
  return loading;
}

/** sonner once loaded, else null (a useSyncExternalStore snapshot). */
export function loadedSonner(): Sonner | null {
  return loaded;
}

export function subscribeToSonner(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
