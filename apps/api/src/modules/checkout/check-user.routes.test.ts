import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { createLearner } from '../courses/course-test-support.ts';
import { createShop, type Shop } from './checkout-test-support.ts';

let lastIp = 0;
const freshIp = () => `10.9.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

describe('POST /api/checkout/check-user', () => {
  const ctx = useTestApp();
  let shop: Shop;
  const checkUser = (body: object, site: Pick<Shop, 'host'> = shop, ip = freshIp()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/check-user',
      headers: { host: site.host },
      payload: body,
      remoteAddress: ip,
    });
  const mailsTo = (email: string) => (ctx.app.devOutbox?.messages() ?? []).filter((mail) => mail.to === email);

  it('answers the same for a known and an unknown e-mail; only the known one gets a sign-in link', async () => {
    shop = await createShop(ctx.database.db);
    const learner = await createLearner(ctx.database.db, shop.producer.id);
    const unknown = `${crypto.randomUUID()}@example.com`;
    const known = await checkUser({ email: learner.user.email.toUpperCase(), offer_uuid: shop.interestFree.id });
    const stranger = await checkUser({ email: unknown, offer_uuid: shop.interestFree.id });
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(known.json()).toEqual({ email: learner.user.email });
    expect(stranger.json()).toEqual({ email: unknown });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(stranger.headers).sort());
    await vi.waitFor(() => expect(mailsTo(learner.user.email)).toHaveLength(1));
    const link = mailsTo(learner.user.email)[0]?.text.match(/https?:\/\/\S+\/auth\/login\?\S+/)?.[0] ?? '';
    // The link signs the buyer in and brings them back to this offer's checkout.
    expect(new URL(link).searchParams.get('redirect')).toBe(`/page/offer/${shop.interestFree.id}/checkout`);
    expect(new URL(link).searchParams.get('token')).toBeTruthy();
    expect(mailsTo(unknown)).toEqual([]);
  });

  it("answers 404 for another producer's offer, 422 for bad bodies", async () => {
    const other = await createShop(ctx.database.db);
    const foreign = await checkUser({ email: 'ana@example.com', offer_uuid: other.interestFree.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: 'offers.offer_not_found' } });
    const bad = await checkUser({ email: 'não é e-mail', offer_uuid: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json<{ error: { fields: { path: string }[] } }>()
        .error.fields.map((f) => f.path)
        .sort(),
    ).toEqual(['email', 'offer_uuid']);
  });

  it('is limited per client address like the other mail requests', async () => {
    const ip = freshIp();
    const body = { email: 'limite@example.com', offer_uuid: shop.interestFree.id };
    const codes: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) codes.push((await checkUser(body, shop, ip)).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
