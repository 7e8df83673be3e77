// `npm start`: build the web app and compile the API when missing or older than their sources, then run the
// compiled API in this very process (no child to orphan): it migrates the database, seeds demo content on first run
// and serves SPA + API on one port. SIGTERM/SIGINT reach the server's graceful shutdown directly.
import { existsSync, statSync } from 'node:fs';
import module from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuild, serverEntry } from './build-server.mjs';
import { newestMtime } from './newest-mtime.mjs';
import { stopWhenParentDies } from './parent-watch.mjs';
import { runForwardingSignals } from './run-forwarding-signals.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtMarker = join(web, 'dist/build-manifest.json');

/** Builds apps/web/dist when stale; skipped when WEB_DIST_DIR points the server at another build. */
async function ensureWebBuild() {
  if (process.env.WEB_DIST_DIR) return;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(web, p));
  const sourcesChanged = Math.max(...sources.map(newestMtime), newestMtime(join(root, 'packages/contract/src')));
  if (existsSync(builtMarker) && statSync(builtMarker).mtimeMs >= sourcesChanged) return;
  console.log('Building the web app…');
  await runForwardingSignals('npm', ['run', 'build'], { cwd: root });
}

try {
  await ensureWebBuild();
  await ensureServerBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

process.chdir(root); // DATA_DIR and other relative paths resolve from the repository, as before
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
// Node 22.1+ keeps V8's compiled code of the server's modules on disk between starts (Node 20 has no such cache).
module.enableCompileCache?.();
stopWhenParentDies();
await import(pathToFileURL(serverEntry).href);
