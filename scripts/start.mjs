// `npm start`: build the web app and compile the API when missing or older than their sources, then run the
// compiled API in this very process (no child to orphan): it migrates the database, seeds demo content on first run
// and serves SPA + API on one port. SIGTERM/SIGINT reach the server's graceful shutdown directly.
import module from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureWebBuild } from './build-web.mjs';
import { ensureServerBuild, serverEntry } from './build-server.mjs';
import { stopWhenParentDies } from './parent-watch.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

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
