// Compiles the API and the contract to JavaScript, so the production server runs on plain Node (20 and 24)
// without a TypeScript loader:
//   apps/api/dist/                                the API; same depth as src/, so paths taken from
//                                                 import.meta.url (repository root, migrations, seed assets) hold
//   apps/api/dist/node_modules/@members/contract  the contract; the compiled API finds it before the workspace
//                                                 link, which points at TypeScript source
// plus the files the API reads beside its code (migrations, seed assets). Run: node scripts/build-server.mjs
import { cpSync, existsSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBuildLock } from './build-lock.mjs';
import { newestMtime } from './newest-mtime.mjs';
import { runForwardingSignals } from './run-forwarding-signals.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const api = join(root, 'apps/api');
const contract = join(root, 'packages/contract');
export const serverDist = join(api, 'dist');
export const serverEntry = join(serverDist, 'server.js');
const contractInDist = 'node_modules/@members/contract';
const stampName = '.build-stamp';
const stamp = join(serverDist, stampName);
// Beside dist (same depth, git-ignored): the lock, the build being made, the build being replaced.
const lock = join(api, '.dist-lock');
const staging = join(api, '.dist-next');
const replaced = join(api, '.dist-old');
const tsc = join(root, 'node_modules/typescript/bin/tsc');

const sources = [
  join(api, 'src'),
  join(api, 'package.json'),
  join(api, 'tsconfig.json'),
  join(api, 'tsconfig.build.json'),
  join(contract, 'src'),
  join(contract, 'package.json'),
  join(contract, 'tsconfig.build.json'),
  join(root, 'tsconfig.base.json'),
  fileURLToPath(import.meta.url),
];

/** True when the compiled server is missing or older than any of its sources. */
export function serverBuildIsStale() {
  return !existsSync(stamp) || statSync(stamp).mtimeMs < Math.max(...sources.map((path) => newestMtime(path)));
}

const isTestPath = (path) => /(\.test\.ts|[.-]test-support\.ts)$|\/src\/test(\/|$)/.test(path);

/**
 * Compiles both packages (two tsc runs side by side) into a staging folder, copies the API's data files, writes the
 * stamp (dated when the build started: a source saved during the build makes the next start build again), then
 * swaps the staging folder in, so a server starting meanwhile never finds a half-built dist. Types are not checked
 * here (`npm run typecheck` does): the build only emits.
 */
export async function buildServer() {
  const startedAt = new Date();
  rmSync(staging, { recursive: true, force: true });
  try {
    const tscRun = (project, outDir) =>
      runForwardingSignals(process.execPath, [tsc, '-p', project, '--noCheck', '--outDir', outDir]);
    await Promise.all([
      tscRun(join(api, 'tsconfig.build.json'), staging),
      tscRun(join(contract, 'tsconfig.build.json'), join(staging, contractInDist)),
    ]);
    // Migrations (SQL and drizzle's journal) and seed assets are read from beside the compiled code.
    cpSync(join(api, 'src'), staging, {
      recursive: true,
      filter: (path) => !isTestPath(path) && (statSync(path).isDirectory() || !path.endsWith('.ts')),
    });
    const contractPackage = {
      name: '@members/contract',
      private: true,
      type: 'module',
      exports: { '.': './index.js' },
    };
    writeFileSync(join(staging, contractInDist, 'package.json'), `${JSON.stringify(contractPackage, null, 2)}\n`);
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
