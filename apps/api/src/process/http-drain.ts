import type { Server as HttpServer, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/** How long a keep-alive connection that sends nothing may stay open once draining started. */
export const idleGraceMs = 1_000;

/**
 * Graceful draining of an HTTP server, in the order that loses no request a client already sent:
 * 1. the listening socket closes (new connections are refused), but open connections are NOT cut: a request already
 *    on its way over a kept-alive connection (or waiting to be read while the event loop was busy) is still read;
 * 2. every response from then on, and every one not yet started, says `Connection: close`, so the client knows not
 *    to reuse the connection, and the server closes it once the response is sent;
 * 3. connections that stay idle for idleGraceMs are closed (a client sending exactly then gets a reset, the race
 *    every keep-alive timeout has; clients retry idempotent requests on it);
 * 4. `drained` resolves when no connection is left.
 * Node's own server.close() would cut idle connections at once (step 3 without the grace), resetting requests
 * that were sent but not read yet.
 */
export function trackForDrain(server: HttpServer): { drain: () => Promise<void> } {
  const pending = new Set<ServerResponse>();
  let draining = false;
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) {
      response.setHeader('connection', 'close');
      return;
    }
    pending.add(response);
    response.once('close', () => pending.delete(response));
  });

  const drain = () =>
    new Promise<void>((resolve) => {
      draining = true;
      for (const response of pending) if (!response.headersSent) response.setHeader('connection', 'close');
      let idleSweep: NodeJS.Timeout | undefined;
      const grace = setTimeout(() => {
        server.closeIdleConnections();
        // Connections whose last response went out with keep-alive (started before the drain) go idle later.
        idleSweep = setInterval(() => server.closeIdleConnections(), 100).unref();
      }, idleGraceMs).unref();
      // net.Server's close: stop listening, call back once every connection has ended (http.Server's close would
      // also destroy the idle ones right away).
      NetServer.prototype.close.call(server, () => {
        clearTimeout(grace);
        clearInterval(idleSweep);
        resolve();
      });
    });
  return { drain };
}
