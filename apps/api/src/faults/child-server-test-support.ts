import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { repoRoot } from '../config/index.ts';
import { compiledServerEntry, waitUntilReady } from '../process/process-test-support.ts';

/**
 * The production server (compiled: call ensureCompiledServer first) as one process on a fixed port, started again
 * after each kill.
 */
export class ChildServer {
  private child: ChildProcess | null = null;
  private stderr = '';

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and waits until /readyz answers 200 (fails with its error output when it exits first). */
  async start(timeoutMs = 120_000): Promise<void> {
    const child = spawn(process.execPath, [compiledServerEntry], {
      cwd: repoRoot,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => (this.stderr = (this.stderr + chunk).slice(-4000)));
    await waitUntilReady(this.port, child, timeoutMs).catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${this.stderr}`);
    });
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
