import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a test file waits for another file's build of a shared fixture. */
const waitLimitMs = 240_000;

/**
 * Runs `build` once per test run across the parallel test processes: the first caller takes `<name>.lock` in the
 * run's folder and builds; the others wait for `<name>.done` (or fail with the builder's error).
 */
export async function runOnce(dir: string, name: string, build: () => Promise<void>): Promise<void> {
  const done = path.join(dir, `${name}.done`);
  const failed = path.join(dir, `${name}.failed`);
  if (existsSync(done)) return;
  try {
    await writeFile(path.join(dir, `${name}.lock`), String(process.pid), { flag: 'wx' });
  } catch {
    return waitFor(done, failed, name);
  }
  try {
    await build();
    await writeFile(done, '');
  } catch (error) {
    await writeFile(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  }
}

async function waitFor(done: string, failed: string, name: string): Promise<void> {
  for (let waited = 0; waited < waitLimitMs; waited += 100) {
    if (existsSync(done)) return;
    if (existsSync(failed)) throw new Error(`${name} could not be built:\n${await readFile(failed, 'utf8')}`);
    await sleep(100);
  }
  throw new Error(`${name} was not built within ${waitLimitMs / 1000} s`);
}
