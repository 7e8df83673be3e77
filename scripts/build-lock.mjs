import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** The holder died, or never wrote its pid within 10 s of taking the lock. */
function isAbandoned(lockDir) {
  try {
    return !isAlive(Number(readFileSync(join(lockDir, 'pid'), 'utf8')));
  } catch {
    try {
      return Date.now() - statSync(lockDir).mtimeMs > 10_000;
    } catch {
      return false; // released meanwhile: take it on the next turn
    }
  }
}

/**
 * Runs `work` while holding a lock folder (mkdir is atomic), so two processes (npm start and a test, or two test
 * files) never compile into the same folder at once. A lock left by a dead process is taken over.
 */
export async function withBuildLock(lockDir, work) {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (isAbandoned(lockDir)) rmSync(lockDir, { recursive: true, force: true });
      else await sleep(200);
    }
  }
  try {
    writeFileSync(join(lockDir, 'pid'), String(process.pid));
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
