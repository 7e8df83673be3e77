import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output and resolves when it exits 0. While it runs, SIGINT and SIGTERM sent to this
 * process are passed on to it (and this process waits for it), so stopping `npm start` during a build leaves no
 * build running on its own.
 */
export function runForwardingSignals(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    const signals = ['SIGINT', 'SIGTERM'];
    for (const signal of signals) process.on(signal, forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(' ')} ${signal ? `stopped by ${signal}` : `exited ${code}`}`));
    });
  });
}
