import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app.ts';

let releaseSlowRequest: () => void = () => undefined;
let markSlowRequestStarted: () => void = () => undefined;
const slowRequestStarted = new Promise<void>((resolve) => (markSlowRequestStarted = resolve));
let markClosingStarted: () => void = () => undefined;
const closingStarted = new Promise<void>((resolve) => (markClosingStarted = resolve));

describe('closing a listening app (what SIGTERM does)', () => {
  const ctx = useTestApp({
    register: (app) => {
      app.get('/test/slow', async () => {
        markSlowRequestStarted();
        await new Promise<void>((resolve) => (releaseSlowRequest = resolve));
        return { finished: true };
      });
      app.addHook('preClose', async () => markClosingStarted());
    },
  });

  it('lets the in-flight request finish, closes its connection and stops accepting new ones', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');

    const socket = connect(address.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write('GET /test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await slowRequestStarted;

    const closed = ctx.app.close();
    await closingStarted;
    releaseSlowRequest();
    await once(socket, 'close');
    await closed;

    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toContain('{"finished":true}');
    const late = connect(address.port, '127.0.0.1');
    const [error] = (await once(late, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
  });
});
