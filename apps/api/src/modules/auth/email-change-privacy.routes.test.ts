import { describe, expect, it } from 'vitest';
import {
  insertAccount,
  loginToken,
  mailMark,
  mailsSince,
  nextMail,
  post,
  testPassword,
  uniqueEmail,
  useAuthTestApp,
  whoAmI,
} from './auth-test-support.ts';
import { otherCode, requestCode, signedInLearner, storedUser } from './email-change-test-support.ts';

/** What an e-mail change tells about other accounts (nothing) and whom it can touch (only the requester). */
describe('e-mail change: no oracle, no reach into other accounts', () => {
  const auth = useAuthTestApp();
  const { ctx } = auth;

  it('answers a taken address exactly like a free one; its owner gets a notice, never a code', async () => {
    const owner = await insertAccount(ctx, { nome: 'Dona do Endereço' });
    const ownerToken = await loginToken(ctx, owner.email, testPassword);
    const { user, calls } = await signedInLearner(auth);
    const free = uniqueEmail('livre');
    const mark = mailMark(auth);
    const toFree = await calls.request({ new_email: free, password: testPassword });
    const toTaken = await calls.request({ new_email: owner.email, password: testPassword });
    expect([toTaken.statusCode, toTaken.body]).toEqual([toFree.statusCode, toFree.body]);
    expect([toTaken.statusCode, toTaken.json()]).toEqual([202, { status: 'accepted' }]);

    const notice = await nextMail(auth, owner.email, mark);
    expect(notice.subject).toBe('Alguém tentou usar seu e-mail – Lumen Oftalmologia');
    expect(notice.text).toContain('Dona do Endereço');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(notice.text).not.toContain(user.email);
    expect(await mailsSince(auth, owner.email, mark)).toHaveLength(1);

    // The requester's state looks the same as for a free address; no code confirms it.
    expect((await storedUser(auth, user.id)).pending_email).toBe(owner.email);
    for (const code of ['000000', '123456', '999999']) {
      const res = await calls.confirm(code);
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'auth.code_invalid']);
    }
    expect((await storedUser(auth, user.id)).email).toBe(user.email);
    // The owner is untouched: same address, session alive, signs in.
    expect((await storedUser(auth, owner.id)).email).toBe(owner.email);
    expect((await whoAmI(ctx, ownerToken)).statusCode).toBe(200);
    expect(await loginToken(ctx, owner.email, testPassword)).toBeTruthy();
  });

  it('an address taken after its code went out is not applied (neutral 409), the taker keeps it', async () => {
    const { user, calls } = await signedInLearner(auth);
    const address = uniqueEmail('disputado');
    const code = await requestCode(auth, calls, address);
    const taker = await insertAccount(ctx, { email: address });
    const res = await calls.confirm(code);
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'auth.email_change_unavailable']);
    expect((await storedUser(auth, user.id)).email).toBe(user.email);
    expect((await storedUser(auth, taker.id)).email).toBe(address);
  });

  it("another learner's code cannot confirm my change, even to the same address", async () => {
    const address = uniqueEmail('mesmo');
    const me = await signedInLearner(auth);
    const other = await signedInLearner(auth);
    const myCode = await requestCode(auth, me.calls, address);
    const otherCodeSent = await requestCode(auth, other.calls, address);
    if (myCode !== otherCodeSent)
      expect((await me.calls.confirm(otherCodeSent)).json().error.code).toBe('auth.code_invalid');
    const own = await other.calls.confirm(myCode === otherCodeSent ? otherCode(myCode) : myCode);
    expect(own.json().error.code).toBe('auth.code_invalid');
    expect((await storedUser(auth, me.user.id)).email).toBe(me.user.email);
    expect((await storedUser(auth, other.user.id)).email).toBe(other.user.email);
    expect((await me.calls.confirm(myCode)).statusCode).toBe(200);
  });

  it('a code for one address cannot confirm another one asked later', async () => {
    const { user, calls } = await signedInLearner(auth);
    const first = await requestCode(auth, calls, uniqueEmail('primeiro'));
    const second = uniqueEmail('segundo');
    const secondCode = await requestCode(auth, calls, second);
    if (first !== secondCode) expect((await calls.confirm(first)).json().error.code).toBe('auth.code_invalid');
    expect((await storedUser(auth, user.id)).email).toBe(user.email);
  });

  it('limits the codes sent to one address, whoever asks', async () => {
    const address = uniqueEmail('alvo');
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const { calls } = await signedInLearner(auth);
      answers.push((await calls.request({ new_email: address, password: testPassword })).statusCode);
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('the profile call refuses any new address the same way and applies nothing of that body', async () => {
    const taken = await insertAccount(ctx);
    const { user, token } = await signedInLearner(auth);
    const profile = (body: object) => post(ctx, '/api/user/profile', body, { token });
    const answers = await Promise.all([
      profile({ email: taken.email, apelido: 'X' }),
      profile({ email: uniqueEmail('livre'), apelido: 'X' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('profile.email_change_needs_confirmation');
    }
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(await storedUser(auth, user.id)).toMatchObject({ email: user.email, apelido: null });
    const same = await profile({ email: user.email.toUpperCase(), apelido: 'Lia' });
    expect(same.statusCode).toBe(200);
    expect(same.json().user).toMatchObject({ email: user.email, apelido: 'Lia' });
  });
});
