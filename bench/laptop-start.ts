// Issue 19's laptop mode: a warm `npm start` (built, seeded) until /readyz answers, beside a bare Fastify start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const targetMs = 2_000;
const warmStarts = 3;

/** The baseline: Node importing Fastify and listening, nothing else (no database, no routes but one). */
const bareStart = `import Fastify from 'fastify';
const app = Fastify();
app.get('/readyz', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

/** Milliseconds from spawning `command` until GET /readyz answers 200 on `port`; then stops it (SIGINT). */
async function timeToReady(command: string, args: string[], env: Record<string, string>, cwd: string): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${env.PORT}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return performance.now() - started;
      await sleep(10);
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export interface LaptopStartFigures {
  npmStartMs: number;
  bareMs: number;
}

/** Seeds a fresh embedded database once (untimed), then times warm starts of `npm start` and of bare Fastify. */
export async function benchLaptopStart(root: string, port: string): Promise<LaptopStartFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'members-laptop-'));
  // HOST on loopback keeps the banner's warning about unsent e-mail out; LOG_LEVEL as a laptop runs it.
  const env = { PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir };
  try {
    await timeToReady('npm', ['start'], env, root);
    const npmStart: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < warmStarts; run++) {
      npmStart.push(await timeToReady('npm', ['start'], env, root));
      bare.push(await timeToReady(process.execPath, ['--input-type=module', '-e', bareStart], env, root));
    }
    return { npmStartMs: median(npmStart), bareMs: median(bare) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function laptopStartRows({ npmStartMs, bareMs }: LaptopStartFigures): string[][] {
  const verdict = npmStartMs <= targetMs ? '✓' : '✗ MISSES';
  return [
    ['laptop: bare Fastify process until listening (baseline)', `${bareMs.toFixed(0)} ms`, '1.00', ''],
    [
      'laptop: warm `npm start` (built, seeded) until /readyz',
      `${npmStartMs.toFixed(0)} ms`,
      `×${(npmStartMs / bareMs).toFixed(1)}`,
      `${verdict} target ≤ ${targetMs} ms; median of ${warmStarts}, embedded PGlite`,
    ],
  ];
}
