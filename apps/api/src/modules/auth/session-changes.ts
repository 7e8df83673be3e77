import type { FastifyInstance } from 'fastify';
import { ChangeBus, type ChangeBusHandlers } from '../../cache/change-bus/change-bus.ts';
import { databaseTransport } from '../../cache/change-bus/database-transport.ts';
import type { redisTransport } from '../../cache/change-bus/redis-transport.ts';
import type { ApiConfig } from '../../config/index.ts';
import {
  applySessionChange,
  holdSessionChangeBus,
  sessionCache,
  sessionCacheTtlMs,
  type SessionChangeBus,
} from './session-cache.ts';

export type SessionChangesConfig = Partial<Pick<ApiConfig, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>>;

/** The LISTEN/NOTIFY channel on the app's database (a plain identifier). */
const databaseChannel = 'session_changes';
/** How long start-up waits for the first proof that the bus works (meanwhile sessions are read every time). */
const readyWaitMs = 2_000;
/** At most one warning about unsent messages this often (a Redis outage would repeat it on every write). */
const warnEveryMs = 10_000;

/** The Redis channel, under the deployment's prefix (several deployments may share one server). */
export const redisSessionChannel = (keyPrefix = '') => `${keyPrefix}session-changes`;

interface RedisTransportModule {
  redisTransport: typeof redisTransport;
}

function transportFor(app: FastifyInstance, config: SessionChangesConfig, redis: RedisTransportModule | null) {
  if (!config.REDIS_URL || !redis) return databaseTransport(app.database, databaseChannel);
  return redis.redisTransport({ url: config.REDIS_URL, channel: redisSessionChannel(config.REDIS_KEY_PREFIX) });
}

function loggingHandlers(
  app: FastifyInstance,
  transport: () => string,
): Pick<ChangeBusHandlers, 'onTrouble' | 'onRecovered'> {
  let lastSendWarning = Number.NEGATIVE_INFINITY;
  return {
    onTrouble(what, reason) {
      if (what === 'subscription_lost') {
        app.log.warn(
          { transport: transport(), reason: reason.message },
          'session changes: not listening; sessions are read on every request',
        );
        return;
      }
      if (Date.now() - lastSendWarning < warnEveryMs) return;
      lastSendWarning = Date.now();
      app.log.warn(
        { transport: transport(), reason: reason.message },
        'session changes: a change could not be sent yet; retrying',
      );
    },
    onRecovered: () =>
      app.log.info({ transport: transport() }, 'session changes: listening again; cached sessions dropped'),
  };
}

/**
 * The session-change bus of the app's database: Redis pub/sub when REDIS_URL is set (every process must then
 * use it), else LISTEN/NOTIFY on the database. A message names a cache tag (`session:<id>`, `user:<id>`); every
 * process forgets it on receipt (session-cache.ts publishes them). A new subscription drops the whole cache, and
 * while the subscription is not proven live (change-bus.ts) authentication reads every session. Apps over one
 * database object share one bus, as they share the cache. Start-up waits up to 2 s for it; it closes with the app.
 */
export async function listenToSessionChanges(
  app: FastifyInstance,
  config: SessionChangesConfig,
): Promise<SessionChangeBus> {
  const db = app.db;
  // ioredis loads only when Redis is configured (a laptop's start does without it).
  const redis = config.REDIS_URL ? await import('../../cache/change-bus/redis-transport.ts') : null;
  const { bus, release } = holdSessionChangeBus(db, () => {
    const transport = transportFor(app, config, redis);
    const handlers: ChangeBusHandlers = {
      onChange: (tag) => applySessionChange(db, tag),
      onSubscribed: () => sessionCache(db).clear(),
      ...loggingHandlers(app, () => transport.name),
    };
    return new ChangeBus(transport, handlers, { retryForMs: sessionCacheTtlMs });
  });
  app.addHook('onReady', async () => {
    if (!(await bus.ready(readyWaitMs)))
      app.log.warn(
        { transport: bus.transport },
        'session changes: not listening yet; sessions are read on every request',
      );
  });
  app.addHook('onClose', release);
  return bus;
}
