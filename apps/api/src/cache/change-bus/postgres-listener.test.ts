import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenOnPostgres } from './postgres-listener.ts';

const url = process.env.TEST_DATABASE_URL;

/** The listening connection on the PostgreSQL server (CI sets TEST_DATABASE_URL). */
describe.skipIf(!url)('the change bus listening on PostgreSQL', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps one ping on the wire at a time: a ping sent while the last is out is skipped', async () => {
    const messages: string[] = [];
    let listening: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      listening = resolve;
    });
    const subscription = listenOnPostgres({ connectionString: url }, 'members_listener_test', {
      message: (text) => messages.push(text),
      listening: () => listening(),
      lost: () => undefined,
    });
    try {
      await ready;
      const query = vi.spyOn(pg.Client.prototype, 'query');
      await Promise.all([subscription.ping('first'), subscription.ping('second')]);
      await subscription.ping('third');
      const notifies = query.mock.calls.filter(([text]) => String(text).includes('pg_notify'));
      expect(notifies.map((call) => (call[1] as string[])[1])).toEqual(['first', 'third']);
      await vi.waitFor(() => expect(messages).toEqual(['first', 'third']));
    } finally {
      await subscription.close();
    }
  });
});
