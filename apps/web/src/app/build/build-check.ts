/** Spec §7: the build manifest is checked periodically (every 5 minutes) and when the window regains focus. */
export const buildCheckIntervalMs = 5 * 60 * 1000;
export const buildManifestPath = '/build-manifest.json';

/** The id this bundle was built with (vite.config.ts define); 'dev' outside a build (dev server, tests). */
export const embeddedBuildId: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

/** True when the served manifest names a build other than the running one (an unreadable manifest never does). */
export function isNewerBuild(embeddedId: string, manifest: unknown): boolean {
  if (typeof manifest !== 'object' || manifest === null) return false;
  const { id } = manifest as { id?: unknown };
  return typeof id === 'string' && id.length > 0 && id !== embeddedId;
}

export async function fetchBuildManifest(fetcher: typeof fetch = fetch): Promise<unknown> {
  const response = await fetcher(buildManifestPath, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  return response.json();
}

export interface BuildCheckOptions {
  embeddedId: string;
  onNewBuild: () => void;
  fetchManifest?: () => Promise<unknown>;
  target?: Window;
}

/** Polls the manifest every 5 minutes and on focus; calls onNewBuild once when a new build is out. */
export function startBuildCheck({
  embeddedId,
  onNewBuild,
  fetchManifest = fetchBuildManifest,
  target = window,
}: BuildCheckOptions): () => void {
  let announced = false;
  const check = async () => {
    if (announced) return;
    try {
      if (isNewerBuild(embeddedId, await fetchManifest())) {
        announced = true;
        onNewBuild();
      }
    } catch {
      // Offline or the server restarting: try again at the next tick or focus.
    }
  };
  const timer = target.setInterval(() => void check(), buildCheckIntervalMs);
  const onFocus = () => void check();
  target.addEventListener('focus', onFocus);
  return () => {
    target.clearInterval(timer);
    target.removeEventListener('focus', onFocus);
  };
}
