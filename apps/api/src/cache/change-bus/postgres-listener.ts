import pg from 'pg';
import type { ChangeListener, Subscription } from './change-bus.ts';

/** Names the connection in pg_stat_activity (an operator, or a test, can find it). */
export const listenerApplicationName = 'members-change-bus';

/** A ping or LISTEN that takes longer than this means the connection is not usable: it is replaced. */
const queryTimeoutMs = 3_000;
const firstRetryMs = 250;
const maxRetryMs = 5_000;
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * LISTEN on a connection of its own, outside the pool (a pooled connection goes back to the pool and stops
 * listening). A lost connection is reported and replaced: after 250 ms, doubling up to 5 s while it fails.
 */
export function listenOnPostgres(connection: pg.ClientConfig, channel: string, listener: ChangeListener): Subscription {
  let current: { client: pg.Client; fail: (reason: Error) => void; pinging: boolean } | null = null;
  let closed = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const retryLater = () => {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({
      ...connection,
      application_name: listenerApplicationName,
      query_timeout: queryTimeoutMs,
      keepAlive: true,
    });
    let failed = false;
    const fail = (reason: Error) => {
      if (failed) return;
      failed = true;
      if (current?.client === client) current = null;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (closed) return;
      listener.lost(reason);
      retryLater();
    };
    client.on('notification', ({ channel: from, payload }) => {
      if (from === channel && payload !== undefined) listener.message(payload);
    });
    client.on('error', fail);
    client.on('end', () => fail(new Error('the listening connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      return fail(asError(error));
    }
    if (closed || failed) return void client.end().catch(() => undefined);
    current = { client, fail, pinging: false };
    retryMs = firstRetryMs;
    listener.listening();
  }

  void connect();
  return {
    async ping(text) {
      const listening = current;
      if (!listening) throw new Error('not listening');
      // One ping on the wire at a time: while the last one is out, this one is skipped (piling more on a slow
      // connection would only delay the answer the bus is waiting for), and the bus sees its pings late, as they are.
      if (listening.pinging) return;
      listening.pinging = true;
      // On its own connection, so a busy pool cannot delay it; a ping that fails replaces the connection.
      await listening.client
        .query('select pg_notify($1, $2)', [channel, text])
        .catch((error: unknown) => {
          listening.fail(asError(error));
        })
        .finally(() => {
          listening.pinging = false;
        });
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const listening = current;
      current = null;
      listening?.client.removeAllListeners('notification');
      await listening?.client.end().catch(() => undefined);
    },
  };
}
