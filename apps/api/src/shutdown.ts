import type { FastifyInstance } from 'fastify';
import { trackForDrain } from './process/http-drain.ts';

/** Longest a graceful shutdown may take before the process exits with code 1. */
export const shutdownTimeoutMs = 10_000;

/**
 * On SIGTERM/SIGINT: stop accepting connections, let the requests already sent finish (process/http-drain.ts),
 * then close the app (and with it the database) and exit 0. An unref'd timer forces exit 1 after
 * shutdownTimeoutMs. Repeated signals (npm passes on the SIGINT a terminal also sends) change nothing.
 * Call before listen.
 */
export function handleShutdownSignals(app: FastifyInstance): void {
  const { drain } = trackForDrain(app.server);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out; forcing exit');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    drain()
      .then(() => app.close())
      .then(
        () => {
          app.log.info('shut down cleanly');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
