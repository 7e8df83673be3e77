import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../test/free-port.ts';

const run = promisify(execFile);

/** Where the Debian packages put the server binaries (PG_BIN_DIR overrides). */
const binDir = process.env['PG_BIN_DIR'] ?? '/usr/lib/postgresql/15/bin';
const binaries = ['initdb', 'pg_ctl', 'postgres'];

/** Null when initdb, pg_ctl and postgres are all there, else why the cluster cannot be made. */
export function missingClusterBinaries(): string | null {
  const missing = binaries.filter((name) => !existsSync(path.join(binDir, name)));
  return missing.length === 0 ? null : `${missing.join(', ')} not found in ${binDir} (set PG_BIN_DIR)`;
}

/** initdb and postgres refuse to run as root: as root they run as the `postgres` user, on a folder it owns. */
const asRoot = process.getuid?.() === 0;

async function runBinary(name: string, args: string[]): Promise<void> {
  const binary = path.join(binDir, name);
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  await run(file, fileArgs, { timeout: 60_000 });
}

export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  readonly url: string;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it like a crash or a pulled plug (`pg_ctl stop -m immediate`): no goodbye to the clients. */
  stopImmediately(): Promise<void>;
  /** Stops it (if running) and deletes its files. */
  dispose(): Promise<void>;
}

const folderPrefix = 'members-faults-pg-';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Stops and deletes the clusters of test processes that died before their clean-up (a killed test run). */
async function removeAbandonedClusters(): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith(folderPrefix)) continue;
    const dir = path.join(tmpdir(), name);
    const owner = Number(await readFile(path.join(dir, 'owner.pid'), 'utf8').catch(() => '0'));
    if (owner === 0 || isAlive(owner)) continue;
    await runBinary('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PostgreSQL server of its own in a temporary folder, on a free port, never the shared server. */
export async function createThrowawayCluster(): Promise<ThrowawayCluster> {
  await removeAbandonedClusters();
  const dir = await mkdtemp(path.join(tmpdir(), folderPrefix));
  await writeFile(path.join(dir, 'owner.pid'), String(process.pid));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  await runBinary('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c shared_buffers=16MB',
    '-c max_connections=40',
  ].join(' ');
  const pgCtl = (...args: string[]) => runBinary('pg_ctl', ['-D', dataDir, ...args]);
  let running = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await pgCtl('-l', path.join(dir, 'server.log'), '-o', serverOptions, '-w', '-t', '60', 'start');
      running = true;
    },
    stopImmediately: async () => {
      await pgCtl('-m', 'immediate', '-w', 'stop');
      running = false;
    },
    dispose: async () => {
      if (running) await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
