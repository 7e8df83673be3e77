import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/index.ts';
import {
  collectOutput,
  ensureCompiledServer,
  eventually,
  liveProcessesInGroup,
  portIsClosed,
  serverEnvironment,
  waitUntilReady,
} from './process-test-support.ts';
import { freePort } from '../test/free-port.ts';

interface NpmStart {
  npm: ChildProcess;
  /** The process group npm leads (it was started detached): npm and everything it started. */
  group: number;
  port: number;
  stdout: () => string;
}

const started: { npm: ChildProcess; dispose: () => Promise<void> }[] = [];

/** `npm start` as an operator runs it, with its own port, data folder and database, no web build, no demo. */
async function npmStart(): Promise<NpmStart> {
  const environment = await serverEnvironment();
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...environment.env,
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(environment.env['DATA_DIR'] ?? '', 'no-web-build'),
    },
  });
  started.push({ npm, dispose: environment.dispose });
  const stdout = collectOutput(npm.stdout);
  await waitUntilReady(port, npm, 120_000);
  return { npm, group: npm.pid ?? 0, port, stdout };
}

describe('npm start and signals', () => {
  beforeAll(() => ensureCompiledServer(), 400_000);

  afterEach(async () => {
    for (const { npm, dispose } of started.splice(0)) {
      if (npm.pid && liveProcessesInGroup(npm.pid).length > 0) process.kill(-npm.pid, 'SIGKILL');
      await dispose();
    }
  });

  it('runs the compiled server in npm’s own child, prints the banner, and SIGTERM to npm stops everything', async () => {
    const { npm, group, port, stdout } = await npmStart();
    expect(stdout()).toContain(`Members area running at http://localhost:${port}`);
    // npm and one node: the server runs in the start script's process, not in a child of its own.
    const processes = liveProcessesInGroup(group);
    expect(processes).toHaveLength(2);

    const exited = once(npm, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    process.kill(group, 'SIGTERM'); // the top process only, as a supervisor does
    const [code] = await exited;

    expect(code).toBe(0);
    expect(await portIsClosed(port)).toBe(true);
    expect(await eventually(() => liveProcessesInGroup(group).length === 0, 5_000)).toBe(true);
  }, 180_000);

  it('SIGKILL of npm: the server notices its parent is gone and stops on its own within seconds', async () => {
    const { group, port } = await npmStart();

    process.kill(group, 'SIGKILL');

    expect(await eventually(() => portIsClosed(port), 10_000)).toBe(true);
    expect(await eventually(() => liveProcessesInGroup(group).length === 0, 10_000)).toBe(true);
  }, 180_000);
});
