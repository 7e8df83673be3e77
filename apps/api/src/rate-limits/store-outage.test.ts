import { describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { useTestApp } from '../test/test-app.ts';

describe('rate limits while Redis is unreachable', async () => {
  const lines: string[] = [];
  const ctx = useTestApp({
    env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void lines.push(line) },
  });

  it('lets the requests through (no 429, no 5xx) and warns in the log', async () => {
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        headers: { host: 'localhost:3000' },
        payload: { email: `ana.${i}@example.com` },
        remoteAddress: '10.90.0.1',
      });
      statuses.push(res.statusCode);
    }
    const elapsed = Date.now() - started;
    console.log(
      `rate limits with Redis down: 12 requests answered ${[...new Set(statuses)].join(', ')} in ${elapsed} ms`,
    );
    expect(statuses.filter((status) => status === 429 || status >= 500)).toEqual([]);
    const warnings = lines.map((line) => JSON.parse(line) as { msg: string; store?: string });
    expect(warnings).toContainEqual(
      expect.objectContaining({ msg: 'rate limits not counted: store failed', store: 'redis' }),
    );
  });
});
