import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/index.ts';
import { useProcessPair } from '../jobs/jobs-test-support.ts';
import { lumen } from '../modules/auth/auth-test-support.ts';
import { mailRequestRateLimit } from '../modules/auth/rate-limits.ts';
import { testStorage } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

const site = { host: lumen.host, origin: lumen.origin };

// One seeded database for both stores (seeding takes seconds).
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { port: 3000, storage: testStorage() });
});
afterAll(() => database?.close());

/** The per-IP limits spend one budget whichever API process a request reaches. */
function describeSharedBudget(store: string, env: Record<string, string>) {
  describe(`rate limits shared by two processes (${store})`, () => {
    const pair = useProcessPair({ env, database: () => database });
    const ask = (index: number, url: string, payload: object, remoteAddress: string) =>
      pair.apps[index % 2]?.inject({ method: 'POST', url, headers: site, payload, remoteAddress });

    it('answers 429 to the (limit+1)-th request of one address across both processes', async () => {
      const url = '/api/auth/password-reset/request';
      const ip = store === 'redis' ? '10.78.0.1' : '10.77.0.1';
      const answers: number[] = [];
      for (let i = 0; i <= mailRequestRateLimit.max; i += 1) {
        answers.push((await ask(i, url, { email: `ana.${i}@example.com` }, ip))?.statusCode ?? 0);
      }
      const limited = answers.filter((status) => status === 429).length;
      console.log(
        `rate limits (${store}): ${answers.length} requests from one address over 2 processes, limit ${mailRequestRateLimit.max}: ${limited} refused`,
      );
      expect(answers.slice(0, -1).every((status) => status !== 429)).toBe(true);
      const last = await ask(1, url, { email: 'ana.x@example.com' }, ip);
      expect(answers.at(-1)).toBe(429);
      expect(last?.statusCode).toBe(429);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(last?.json()).toEqual({
        error: { code: 'common.rate_limited', message: 'Too many requests; retry later' },
      });
      // Another address keeps its own budget.
      expect((await ask(0, url, { email: 'ana@example.com' }, '10.79.0.2'))?.statusCode).not.toBe(429);
    });

    it('shares the limiters routes create (a code resend once a minute per e-mail)', async () => {
      const url = '/api/auth/user-validation/resend';
      const email = `bia.${randomBytes(4).toString('hex')}@example.com`;
      expect((await ask(0, url, { email }, '10.77.1.1'))?.statusCode).toBe(202);
      const again = await ask(1, url, { email }, '10.77.1.2');
      expect(again?.statusCode).toBe(429);
      expect(again?.json().error.code).toBe('auth.too_many_attempts');
    });

    it('counts a request whose key carries a huge header (an 8 KB Origin) like any other', async () => {
      const url = '/api/auth/user-validation/resend';
      // Random hex: text that does not compress, as an index entry would not fit it.
      const headers = { host: lumen.host, origin: `http://${randomBytes(4_000).toString('hex')}.example.com` };
      const email = `caio.${randomBytes(4).toString('hex')}@example.com`;
      const send = (index: number) =>
        pair.apps[index]?.inject({ method: 'POST', url, headers, payload: { email }, remoteAddress: '10.77.2.1' });
      expect((await send(0))?.statusCode).not.toBe(429);
      expect((await send(1))?.statusCode).toBe(429);
    });
  });
}

describeSharedBudget('database', {});

// TEST_REDIS_URL (set by .ci/run when the machine's Redis answers), or REDIS_URL.
const redisUrl = process.env['TEST_REDIS_URL'] ?? process.env['REDIS_URL'];
if (redisUrl) {
  describeSharedBudget('redis', { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:` });
} else {
  describe.skip('rate limits shared by two processes (redis): set TEST_REDIS_URL to run', () => {
    it('runs with TEST_REDIS_URL', () => undefined);
  });
}
