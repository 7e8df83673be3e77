import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the router has resolved the first location: its guards, the layout and page chunks, the page's reads
 * started. `load` runs once `enabled` (the branding known); the answer turns true in a transition, so the first page
 * renders in slices rather than in the one synchronous render the router does when it loads as it mounts (issue 19:
 * total blocking time on a phone). A failed load turns it true as well: the router then shows its error screen.
 */
export function useLoadedRouter(load: () => Promise<void>, enabled: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load()
      .catch((error: unknown) => console.error('[router] The first location failed to load.', error))
      .finally(() => {
        if (live) startTransition(() => setLoaded(true));
      });
    return () => {
      live = false;
    };
  }, [load, enabled]);
  return loaded;
}
