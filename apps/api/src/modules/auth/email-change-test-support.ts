import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../db/schema/index.ts';
import {
  codeIn,
  freshIp,
  insertAccount,
  loginToken,
  mailMark,
  nextMail,
  post,
  testPassword,
  type AuthTestApp,
} from './auth-test-support.ts';

/** Helpers of the e-mail change tests (not a test file). */

export function emailChange(auth: AuthTestApp, token: string) {
  const { ctx } = auth;
  const ip = freshIp();
  return {
    request: (body: object) => post(ctx, '/api/user/email-change', body, { token, ip }),
    resend: () => post(ctx, '/api/user/email-change/resend', undefined, { token, ip }),
    confirm: (code: string) => post(ctx, '/api/user/email-change/confirm', { code }, { token, ip }),
    cancel: () => post(ctx, '/api/user/email-change/cancel', undefined, { token, ip }),
    me: () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { host: 'oftalmologia.localhost:3000', authorization: `Bearer ${token}` },
      }),
  };
}

/** A signed-in confirmed learner of Lumen and its e-mail change calls. */
export async function signedInLearner(auth: AuthTestApp, values: Parameters<typeof insertAccount>[1] = {}) {
  const user = await insertAccount(auth.ctx, values);
  const token = await loginToken(auth.ctx, user.email, testPassword);
  return { user, token, calls: emailChange(auth, token) };
}

/** Asks to move to `newEmail` with the right password and returns the code e-mailed to it. */
export async function requestCode(
  auth: AuthTestApp,
  calls: ReturnType<typeof emailChange>,
  newEmail: string,
): Promise<string> {
  const mark = mailMark(auth);
  const res = await calls.request({ new_email: newEmail, password: testPassword });
  if (res.statusCode !== 202) throw new Error(`email-change answered ${res.statusCode}: ${res.body}`);
  return codeIn(await nextMail(auth, newEmail, mark));
}

export async function storedUser(auth: AuthTestApp, id: string): Promise<UserRow> {
  const [row] = await auth.ctx.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** A 6-digit code other than `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
