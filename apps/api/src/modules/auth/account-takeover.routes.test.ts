import { describe, expect, it } from 'vitest';
import {
  foco,
  insertAccount,
  loginToken,
  mailMark,
  nextMail,
  ortopedia,
  post,
  testPassword,
  uniqueEmail,
  useAuthTestApp,
  type Site,
} from './auth-test-support.ts';

/**
 * Issue 11 §1, the attack as reported: a confirmed learner of producer A sets their profile e-mail to a victim's
 * address, lists the verticals and asks alternateVertical for the victim's producer. It must yield no session,
 * none of the victim's data, and leave the victim's own session alone.
 */
describe('account takeover through a profile e-mail and alternateVertical', () => {
  const auth = useAuthTestApp();
  const { ctx } = auth;
  const meOn = (site: Site, token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { host: site.host, origin: site.origin, authorization: `Bearer ${token}` },
    });
  const alternate = (token: string, email: string, vertical: string, producer: string) =>
    post(
      ctx,
      '/api/auth/alternateVertical',
      { email, device_name: 'mobile', vertical, produtor_slug: producer },
      { token },
    );

  async function victimOn(site: Site, producer: string) {
    const victim = await insertAccount(ctx, {
      email: uniqueEmail('vitima'),
      producer,
      nome: 'Vítima Verdadeira',
      documento: '52998224725',
    });
    return { victim, victimToken: await loginToken(ctx, victim.email, testPassword, site) };
  }

  async function attack(victimSite: Site, victimProducer: string, vertical: string) {
    const { victim, victimToken } = await victimOn(victimSite, victimProducer);
    const attacker = await insertAccount(ctx, { email: uniqueEmail('atacante'), nome: 'Atacante' });
    const token = await loginToken(ctx, attacker.email, testPassword);

    const profile = await post(ctx, '/api/user/profile', { email: victim.email }, { token });
    const me = await meOn(
      { host: 'oftalmologia.localhost:3000', origin: 'http://lumen-oftalmologia.oftalmologia.localhost:3000' },
      token,
    );
    await post(ctx, '/api/user/verticais', undefined, { token });
    const handover = await alternate(token, victim.email, vertical, victimProducer);
    return { victim, profile, me, handover, victimStill: await meOn(victimSite, victimToken) };
  }

  function expectNoTakeover(result: Awaited<ReturnType<typeof attack>>) {
    const { victim, profile, me, handover, victimStill } = result;
    // No session, nothing of the victim's.
    expect(handover.json().token).toBeUndefined();
    expect(handover.headers['set-cookie']).toBeUndefined();
    expect(handover.body).not.toContain(victim.id);
    expect(handover.body).not.toContain('Vítima Verdadeira');
    expect(handover.body).not.toContain('52998224725');
    // The victim's session was not superseded.
    expect(victimStill.statusCode).toBe(200);
    expect(victimStill.json().user.id).toBe(victim.id);
    // The profile call does not move the account to the victim's address, and says nothing about it.
    expect(profile.statusCode).toBe(400);
    expect(profile.json().error.code).toBe('profile.email_change_needs_confirmation');
    expect(me.json().user.email).not.toBe(victim.email);
  }

  it('in a producer of another vertical', async () => {
    expectNoTakeover(await attack(ortopedia, 'ortopedia-ativa', 'ortopedia'));
  });

  it('in another producer of the same vertical', async () => {
    expectNoTakeover(await attack(foco, 'foco-oftalmo', 'oftalmologia'));
  });

  it("through the e-mail change flow: the code goes to the victim's address and nothing changes without it", async () => {
    const { victim, victimToken } = await victimOn(ortopedia, 'ortopedia-ativa');
    const attacker = await insertAccount(ctx, { email: uniqueEmail('atacante') });
    const token = await loginToken(ctx, attacker.email, testPassword);
    const mark = mailMark(auth);
    const asked = await post(
      ctx,
      '/api/user/email-change',
      { new_email: victim.email, password: testPassword },
      { token },
    );
    expect(asked.statusCode).toBe(202);
    expect((await nextMail(auth, victim.email, mark)).subject).toMatch(/^Código para confirmar seu novo e-mail/);
    for (const code of ['000000', '111111', '222222']) {
      await post(ctx, '/api/user/email-change/confirm', { code }, { token });
    }
    const handover = await alternate(token, victim.email, 'ortopedia', 'ortopedia-ativa');
    expect(handover.statusCode).toBe(404);
    expect(handover.json().token).toBeUndefined();
    expect((await meOn(ortopedia, victimToken)).statusCode).toBe(200);
  });

  it('the legitimate path: a learner who owns both confirmed accounts still gets a session', async () => {
    const email = uniqueEmail('dona');
    await insertAccount(ctx, { email });
    const other = await insertAccount(ctx, { email, producer: 'foco-oftalmo' });
    const res = await alternate(await loginToken(ctx, email, testPassword), email, 'oftalmologia', 'foco-oftalmo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'signed_in',
      user: { id: other.id },
      produtor: { nome: 'Foco Oftalmo' },
    });
  });
});
