// Compiles the API and the contract to JavaScript, so the production server runs on plain Node (20 and 24)
// without a TypeScript loader: apps/api/dist/server.js and its chunks (scripts/bundle-server.mjs), plus the files the
// API reads beside its code (migrations, seed assets), at the depth they have under src/.
// Run: node scripts/build-server.mjs
import { cpSync, existsSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBuildLock } from './build-lock.mjs';
import { bundleServer } from './bundle-server.mjs';
import { newestMtime } from './newest-mtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const api = join(root, 'apps/api');
const contract = join(root, 'packages/contract');
export const serverDist = join(api, 'dist');
export const serverEntry = join(serverDist, 'server.js');
const stampName = '.build-stamp';
const stamp = join(serverDist, stampName);
// Beside dist (same depth, git-ignored): the lock, the build being made, the build being replaced.
const lock = join(api, '.dist-lock');
const staging = join(api, '.dist-next');
const replaced = join(api, '.dist-old');

const sources = [
  join(api, 'src'),
  join(api, 'package.json'),
  join(api, 'tsconfig.json'),
  join(contract, 'src'),
  join(contract, 'package.json'),
  join(root, 'tsconfig.base.json'),
  fileURLToPath(import.meta.url),
  fileURLToPath(new URL('./bundle-server.mjs', import.meta.url)),
];

/** True when the compiled server is missing or older than any of its sources. */
export function serverBuildIsStale() {
  return !existsSync(stamp) || statSync(stamp).mtimeMs < Math.max(...sources.map((path) => newestMtime(path)));
}

const isTestPath = (path) => /(\.test\.ts|[.-]test-support\.ts)$|\/src\/test(\/|$)/.test(path);

/**
 * Bundles the API with the contract into a staging folder, copies the API's data files, writes the stamp (dated when
 * the build started: a source saved during the build makes the next start build again), then swaps the staging
 * folder in, so a server starting meanwhile never finds a half-built dist. Types are not checked here
 * (`npm run typecheck` does): the build only emits.
 */
export async function buildServer() {
  const startedAt = new Date();
  rmSync(staging, { recursive: true, force: true });
  try {
    await bundleServer({
      srcRoot: join(api, 'src'),
      contractEntry: join(contract, 'src/index.ts'),
      outDir: staging,
    });
    // Migrations (SQL and drizzle's journal) and seed assets are read from beside the compiled code.
    cpSync(join(api, 'src'), staging, {
      recursive: true,
      filter: (path) => !isTestPath(path) && (statSync(path).isDirectory() || !path.endsWith('.ts')),
    });
    const stampFile = join(staging, stampName);
    writeFileSync(stampFile, `${startedAt.toISOString()}\n`);
    utimesSync(stampFile, startedAt, startedAt);
    rmSync(replaced, { recursive: true, force: true });
    if (existsSync(serverDist)) renameSync(serverDist, replaced);
    renameSync(staging, serverDist);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(replaced, { recursive: true, force: true });
  }
}

/** Builds when stale (one process at a time); says so, like the web build step of npm start. */
export async function ensureServerBuild() {
  if (!serverBuildIsStale()) return;
  await withBuildLock(lock, async () => {
    if (!serverBuildIsStale()) return; // another process built it while this one waited
    console.log('Compiling the API server…');
    await buildServer();
  });
}

// node scripts/build-server.mjs [--if-stale]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale')) await ensureServerBuild();
  else await withBuildLock(lock, buildServer);
  console.log(`The compiled API server is in ${serverDist}`);
}
