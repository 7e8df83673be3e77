import type { FastifyInstance } from 'fastify';

/** Longest a graceful shutdown may take before the process exits with code 1. */
export const shutdownTimeoutMs = 10_000;

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, close the app
 * (and with it the database), exit 0. An unref'd timer forces exit 1 after shutdownTimeoutMs.
 */
export function handleShutdownSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out; forcing exit');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
