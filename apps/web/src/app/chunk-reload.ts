/** Spec §4, §8, §9: a chunk-load failure reloads the page, at most once per 10 000 ms. */
export const chunkReloadGuardMs = 10_000;
export const chunkReloadMarkerKey = 'chunk-reload-at';

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (?:CSS )?chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkErrorPattern.test(error.message);
}

/**
 * Decides whether to reload now: no when a marker younger than the guard exists (a reload already happened
 * within 10 s), otherwise yes, and the marker is written with the current time.
 */
export function claimChunkReload(
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  now = Date.now(),
): boolean {
  const previous = Number(storage.getItem(chunkReloadMarkerKey));
  if (Number.isFinite(previous) && previous > 0 && now - previous < chunkReloadGuardMs) return false;
  storage.setItem(chunkReloadMarkerKey, String(now));
  return true;
}

/** Reloads the page unless it already did so within the guard; answers whether it reloads. */
export function reloadOnceForChunkError(reload: () => void = () => window.location.reload()): boolean {
  let claimed: boolean;
  try {
    claimed = claimChunkReload();
  } catch {
    claimed = false; // storage unavailable: never risk a reload loop
  }
  if (claimed) reload();
  return claimed;
}

/** Vite's event for a failed preload of a lazy chunk (stale deployment): reload once instead of crashing. */
export function installChunkReload(
  target: Window = window,
  reload: () => void = () => window.location.reload(),
): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnceForChunkError(reload)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
