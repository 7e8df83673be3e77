/**
 * `npm start` runs this process as npm's child (the start script execs node, so no shell sits between them). npm
 * passes SIGTERM and SIGINT on, but nothing passes on a SIGKILL of npm: this process would serve on as an orphan.
 * So when npm started it, it checks its parent once a second and, once the parent is gone (the parent pid changed:
 * it was adopted), shuts down gracefully as if it had received SIGTERM.
 */
export function stopWhenParentDies(intervalMs = 1000) {
  if (!process.env.npm_lifecycle_event) return; // started directly: its supervisor owns it
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    console.error(`npm (pid ${parent}) is gone; shutting down`);
    process.kill(process.pid, 'SIGTERM');
  }, intervalMs);
  timer.unref();
}
