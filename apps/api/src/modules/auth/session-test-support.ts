import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions, type SessionRow } from '../../db/schema/index.ts';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Helpers of the session tests (not a test file): demo learners signing in on Vigília and using their token. */

/** The Vigília site (anestesiologia, demo seed, port 3000): host and origin headers. */
export const vigiliaHeaders = {
  host: 'anestesiologia.localhost:3000',
  origin: 'http://vigilia-anestesia.anestesiologia.localhost:3000',
};

/** The headers of a call with a bearer token on Vigília. */
const bearer = (token: string, extra: Record<string, string> = {}) => ({
  ...vigiliaHeaders,
  authorization: `Bearer ${token}`,
  ...extra,
});

/** The id part of a token (`id|secret`). */
export const sessionIdOf = (token: string) => token.split('|')[0] ?? '';

/** Requests of one test app; call at the top of a describe block (they use ctx.app only when called). */
export function sessionRequests(ctx: TestApp) {
  /** POST /api/auth/login of a demo account with the demo password; expects 200 and returns the response. */
  const signIn = async (email = 'aluno@medmember.dev') => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: vigiliaHeaders,
      payload: { email, password: demoPassword },
    });
    expect(res.statusCode).toBe(200);
    return res;
  };
  /** Signs a demo account in; its bearer token. */
  const login = async (email?: string) => (await signIn(email)).json<{ token: string }>().token;
  /** POST with the token (and a JSON body when given). */
  const post = (token: string, url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const refresh = (token: string) => post(token, '/api/auth/refresh');
  /** GET /api/user with the token: 200 while the session lives. */
  const me = (token: string, extra: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token, extra) });
  /** The sessions row of a token (throws when there is none). */
  const sessionOf = async (token: string): Promise<SessionRow> => {
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    if (!row) throw new Error('no session');
    return row;
  };
  return { signIn, login, post, refresh, me, sessionOf };
}
