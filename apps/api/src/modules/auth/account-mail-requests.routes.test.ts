import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import {
  freshIp,
  insertAccount,
  mailMark,
  mailsSince,
  nextMail,
  post,
  uniqueEmail,
  useAuthTestApp,
  type AuthTestApp,
} from './auth-test-support.ts';

/** The one-time tokens of an e-mail's accounts, counted now. */
async function tokensOf(auth: AuthTestApp, email: string): Promise<number> {
  const [row] = await auth.ctx.database.db
    .select({ total: count() })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.user_id))
    .where(eq(users.email, email));
  return row?.total ?? 0;
}

const requests = [
  { url: '/api/auth/password-reset/request', kind: 'password link' },
  { url: '/api/auth/login-link', kind: 'login link' },
];

/**
 * The reset and login-link requests answer the same for every e-mail and do nothing that depends on the account
 * (lookup, token, mail) before answering: how long they take cannot tell whether an account exists.
 */
describe('e-mail requests that answer the same whatever the e-mail', () => {
  /** For each answered request: the e-mail it named and how many tokens that e-mail had when the answer left. */
  const atReply: { email: string; tokens: number }[] = [];
  const auth = useAuthTestApp(
    {},
    {
      register: (app) => {
        app.addHook('onSend', async (request) => {
          const body = request.body as { email?: unknown } | undefined;
          if (request.url.startsWith('/api/auth/') && typeof body?.email === 'string') {
            atReply.push({ email: body.email, tokens: await tokensOf(auth, body.email) });
          }
        });
      },
    },
  );

  for (const { url, kind } of requests) {
    it(`${kind}: a known and an unknown e-mail get identical answers (status, body, headers)`, async () => {
      const user = await insertAccount(auth.ctx);
      const [known, unknown] = [
        await post(auth.ctx, url, { email: user.email }),
        await post(auth.ctx, url, { email: uniqueEmail() }),
      ];
      const { date: _knownDate, ...knownHeaders } = known.headers;
      const { date: _unknownDate, ...unknownHeaders } = unknown.headers;
      expect([unknown.statusCode, unknown.body, unknownHeaders]).toEqual([known.statusCode, known.body, knownHeaders]);
      expect(known.statusCode).toBe(202);
    });

    it(`${kind}: the account's token and mail come only after the answer left`, async () => {
      const user = await insertAccount(auth.ctx);
      const mark = mailMark(auth);
      const res = await post(auth.ctx, url, { email: user.email }, { ip: freshIp() });
      expect(res.statusCode).toBe(202);
      expect(atReply.find((entry) => entry.email === user.email)).toEqual({ email: user.email, tokens: 0 });
      const mail = await nextMail(auth, user.email, mark);
      expect(mail.text).toMatch(/token=/);
      expect(await tokensOf(auth, user.email)).toBe(1);
      expect(await mailsSince(auth, user.email, mark, 0)).toHaveLength(1);
    });
  }
});
