// The web app's build when it is missing or older than its sources (`npm start` and `npm run bench` use it).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';
import { runForwardingSignals } from './run-forwarding-signals.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtMarker = join(web, 'dist/build-manifest.json');

/** Builds apps/web/dist when stale; skipped when WEB_DIST_DIR points the server at another build. */
export async function ensureWebBuild() {
  if (process.env.WEB_DIST_DIR) return;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(web, p));
  const sourcesChanged = Math.max(...sources.map(newestMtime), newestMtime(join(root, 'packages/contract/src')));
  if (existsSync(builtMarker) && statSync(builtMarker).mtimeMs >= sourcesChanged) return;
  console.log('Building the web app…');
  await runForwardingSignals('npm', ['run', 'build', '-w', '@members/web'], { cwd: root });
}
