import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../config/index.ts';

const buildScript = path.join(repoRoot, 'scripts/build-server.mjs');
const compiledEntry = path.join(repoRoot, 'apps/api/dist/server.js');

/**
 * How to run the production server: compiled (scripts/build-server.mjs, built first when stale) when the
 * repository has the build script, else through the tsx loader.
 */
export async function productionServerCommand(): Promise<string[]> {
  if (!existsSync(buildScript)) return ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')];
  const build = spawn(process.execPath, [buildScript, '--if-stale'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const [code] = (await once(build, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`scripts/build-server.mjs exited with ${code}`);
  return [compiledEntry];
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One API server process on a fixed port, started again after each kill. */
export class ChildServer {
  private child: ChildProcess | null = null;
  private stderr = '';

  constructor(
    private readonly command: string[],
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and waits until /readyz answers 200 (fails when it exits first). */
  async start(timeoutMs = 120_000): Promise<void> {
    const child = spawn(process.execPath, this.command, {
      cwd: repoRoot,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => (this.stderr = (this.stderr + chunk).slice(-4000)));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${this.stderr}`);
      const response = await fetch(`${this.origin}/readyz`).catch(() => null);
      if (response?.status === 200) return;
      if (Date.now() > deadline) throw new Error(`the server was not ready within ${timeoutMs} ms: ${this.stderr}`);
      await sleep(50);
    }
  }

  /** SIGKILL: no shutdown hook runs, requests on the wire are cut. Resolves once the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}
