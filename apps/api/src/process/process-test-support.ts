import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../config/index.ts';
import { createTestDatabase } from '../test/test-database.ts';

/** The production entry point, compiled by scripts/build-server.mjs. */
export const compiledServerEntry = path.join(repoRoot, 'apps/api/dist/server.js');

/** Compiles the production server when it is missing or older than its sources (up to a minute or two). */
export function ensureCompiledServer(): Promise<void> {
  const build = spawn(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs'), '--if-stale'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    build.on('error', reject);
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build-server exited ${code}`))));
  });
}

/** True when a connection to 127.0.0.1:port is refused (nothing listens). */
export function portIsClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Live (not zombie) processes of a process group, from /proc (Linux). */
export function liveProcessesInGroup(pgid: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // pid (comm) state ppid pgrp ...; comm may hold spaces, so read after its closing parenthesis.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') pids.push(Number(name));
  }
  return pids;
}

/** Polls until `check` holds or the time is up; returns whether it held. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

/** Waits until GET /readyz answers 200; fails when the process exits first. */
export async function waitUntilReady(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const ready = await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    return response?.status === 200;
  }, timeoutMs);
  if (!ready) throw new Error(`the server on port ${port} was not ready within ${timeoutMs} ms`);
}

/**
 * The environment of a production server of its own: a temporary DATA_DIR and, with TEST_DATABASE_URL, a new
 * database on that server (else the embedded PGlite under DATA_DIR). dispose() removes both.
 */
export async function serverEnvironment(): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'members-process-'));
  const database = process.env['TEST_DATABASE_URL'] ? await createTestDatabase() : null;
  const env: Record<string, string> = { DATA_DIR: dataDir, HOST: '127.0.0.1' };
  if (database?.url) env['DATABASE_URL'] = database.url;
  return {
    env,
    dispose: async () => {
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Collects a stream's text (a child's stdout or stderr). */
export function collectOutput(stream: NodeJS.ReadableStream | null): () => string {
  const chunks: string[] = [];
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => chunks.push(chunk));
  return () => chunks.join('');
}
