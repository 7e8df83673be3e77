import type { FastifyReply } from 'fastify';

/** A server-sent events response (text/event-stream), written as events happen. */
export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * Takes the reply over and streams events on it. The headers the app's hooks set so far (security headers, the
 * request id) go with it; proxies are told not to buffer (`X-Accel-Buffering`) and nothing compresses it, so each
 * event leaves when written. Writes after the client left are dropped.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    'x-accel-buffering': 'no',
  });
  const writable = () => !raw.destroyed && !raw.writableEnded;
  return {
    send(event, data) {
      if (writable()) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (writable()) raw.end();
    },
  };
}
