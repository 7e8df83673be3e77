import { Redis } from 'ioredis';
import type { ChangeTransport } from './change-bus.ts';

export interface RedisTransportOptions {
  url: string;
  /** The pub/sub channel, with the deployment's REDIS_KEY_PREFIX (ioredis prefixes keys, not channels). */
  channel: string;
}

/** The subscribed connection's name in CLIENT LIST. */
export const subscriberName = (channel: string) => `change-bus:${channel}`;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Redis pub/sub (REDIS_URL): one connection publishes (and carries the pings), another subscribes, since a
 * subscribed connection takes no other command. Both reconnect by themselves (ioredis); the subscriber
 * subscribes again on each new connection and reports the loss in between. A publish waits at most 2 s,
 * queued while the publisher reconnects.
 */
export function redisTransport({ url, channel }: RedisTransportOptions): ChangeTransport {
  const publisher = new Redis(url, { commandTimeout: 2_000, maxRetriesPerRequest: 1 });
  // Without a listener an unreachable server's 'error' events would crash the process; each failed publish
  // rejects on its own.
  publisher.on('error', () => undefined);
  const publish = async (text: string) => {
    await publisher.publish(channel, text);
  };
  return {
    name: 'redis',
    inProcess: false,
    send: publish,
    subscribe(listener) {
      // Named after its channel, so CLIENT LIST tells which deployment's subscriber a connection is.
      const subscriber = new Redis(url, { autoResubscribe: false, connectionName: subscriberName(channel) });
      let closed = false;
      subscriber.on('error', () => undefined);
      subscriber.on('message', (from: string, text: string) => {
        if (from === channel) listener.message(text);
      });
      subscriber.on('ready', () => {
        subscriber.subscribe(channel).then(
          () => (closed ? undefined : listener.listening()),
          (error: unknown) => listener.lost(asError(error)),
        );
      });
      subscriber.on('close', () => {
        if (!closed) listener.lost(new Error('the subscribed Redis connection closed'));
      });
      return {
        ping: publish,
        async close() {
          closed = true;
          subscriber.disconnect();
        },
      };
    },
    close: async () => publisher.disconnect(),
  };
}
