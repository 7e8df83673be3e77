import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Started {
  url: string;
  stop: () => Promise<void>;
}

/** BENCH_PROFILE_DIR=dir: each API process writes a CPU profile there when it stops (open it in Chrome's DevTools). */
const profileArgs = (entry: string) =>
  process.env.BENCH_PROFILE_DIR && !entry.endsWith('.ts')
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];

/** Starts an entry point in a child process (a .ts one through tsx) and waits until `readyPath` answers. */
export async function startProcess(entry: string, env: Record<string, string>, readyPath: string): Promise<Started> {
  const port = env.PORT;
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [...profileArgs(entry), entry];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    const ok = await fetch(url + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        url,
        stop: () =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`${entry} did not become ready on ${url}${readyPath}`);
}
