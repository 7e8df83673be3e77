import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { lumen, post, useAuthTestApp } from '../auth/auth-test-support.ts';
import {
  hotmartPurchaseApproved,
  hotmartPurchaseChargeback,
  hotmartSubscriptionCancellation,
} from './providers/hotmart-samples.ts';
import {
  drainWebhookJobs,
  eventRows,
  findUser,
  platformProduct,
  producerId,
  saleAccessRows,
  sendWebhook,
  setSecret,
} from './webhooks-test-support.ts';

const hottok = 'hottok-lumen-7f3c9a1e5b';
const dayMs = 24 * 60 * 60_000;

describe('Hotmart webhooks', () => {
  const { ctx, mail } = useAuthTestApp();
  let lumenId = '';
  let focoId = '';
  const hotmart = (body: object, token: string | null = hottok, producer = lumenId) =>
    sendWebhook(ctx, {
      provider: 'hotmart',
      producer,
      body: JSON.stringify(body),
      headers: token === null ? {} : { 'x-hotmart-hottok': token },
    });

  beforeAll(async () => {
    lumenId = await producerId(ctx, 'lumen-oftalmologia');
    focoId = await producerId(ctx, 'foco-oftalmo');
    await setSecret(ctx, lumenId, 'hotmart', hottok);
  });

  it('grants the documented PURCHASE_APPROVED to a new buyer, who gets the first-access e-mail', async () => {
    await platformProduct(ctx, {
      producer: lumenId,
      channel: 'hotmart',
      externalProductId: '0',
      accessMode: 'lifetime',
    });
    const res = await hotmart(hotmartPurchaseApproved);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    await drainWebhookJobs(ctx);

    const email = 'testecomprador271101postman15@example.com';
    const buyer = await findUser(ctx, lumenId, email);
    expect(buyer?.status).toBe('pendente');
    const message = await mail.server.waitForMessage((m) => m.to.includes(email));
    const token = /token=([^&\s"<>]+)/.exec(message.text)?.[1];
    expect(message.text).toContain('/auth/password-reset-selfcheckout?token=');
    const password = 'Retina#Glaucoma2025';
    const signedIn = await post(ctx, '/api/auth/password-reset', {
      token: decodeURIComponent(token ?? ''),
      password,
      password_confirmation: password,
    });
    expect(signedIn.statusCode).toBe(200);
    const accesses = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/acessos',
      headers: { host: lumen.host, origin: lumen.origin, authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(accesses.statusCode).toBe(200);
    const item = accesses.json().acessos.find((a: { origem: string }) => a.origem === 'hotmart');
    expect(item).toMatchObject({ ativo: true, data_fim_acesso: null, revogado_em: null });
    const [event] = (await eventRows(ctx, lumenId)).filter((row) => row.event_id === hotmartPurchaseApproved.id);
    expect(event).toMatchObject({ signature_valid: true, event_type: 'PURCHASE_APPROVED', outcome: 'granted' });
    expect(event?.processed_at).not.toBeNull();

    // The documented chargeback of the same transaction revokes it.
    expect((await hotmart(hotmartPurchaseChargeback)).statusCode).toBe(200);
    await drainWebhookJobs(ctx);
    const [access] = await saleAccessRows(ctx, lumenId, 'HP16015479281022');
    expect(access?.revoked_at).not.toBeNull();
    expect(access?.user_id).toBe(buyer?.id);
  });

  it("ends a subscription at the documented cancellation's next charge date (plus the grace)", async () => {
    await platformProduct(ctx, {
      producer: lumenId,
      channel: 'hotmart',
      externalProductId: '788921',
      accessMode: 'subscription',
    });
    expect((await hotmart(hotmartSubscriptionCancellation)).statusCode).toBe(200);
    await drainWebhookJobs(ctx);
    const [access] = await saleAccessRows(ctx, lumenId, '0000aaaa');
    expect(access?.ends_at?.getTime()).toBe(1617105600000 + 3 * dayMs);
    expect(access?.revoked_at).toBeNull();
    const [event] = (await eventRows(ctx, lumenId)).filter((r) => r.event_id === hotmartSubscriptionCancellation.id);
    expect(event?.outcome).toBe('ends_at_period_end');
  });

  describe('refusals', () => {
    const unique = () => ({ ...hotmartPurchaseApproved, id: randomUUID() });

    async function onlyRejectedRowsAdded(before: number, producer = lumenId) {
      const rows = await eventRows(ctx, producer);
      const added = rows.slice(before);
      expect(rows.length).toBeGreaterThan(before);
      for (const row of added) {
        expect(row).toMatchObject({
          signature_valid: false,
          raw_body: null,
          event_id: null,
          outcome: 'rejected: signature',
        });
      }
    }

    it.each([
      ['a wrong hottok', 'hottok-errado'],
      ['no header', null],
      ['the hottok with a trailing space', `${hottok} `],
    ])('answers 401 to %s, writing only a rejected row', async (_name, token) => {
      const before = (await eventRows(ctx, lumenId)).length;
      const res = await hotmart(unique(), token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('webhooks.signature_invalid');
      await onlyRejectedRowsAdded(before);
    });

    it("answers 401 on another producer's path with this producer's hottok (secrets are per producer)", async () => {
      const before = (await eventRows(ctx, focoId)).length;
      const res = await hotmart(unique(), hottok, focoId);
      expect(res.statusCode).toBe(401);
      await onlyRejectedRowsAdded(before, focoId);
    });

    it('answers 404 to an unknown provider or producer', async () => {
      const provider = await sendWebhook(ctx, { provider: 'pagseguro', producer: lumenId, body: '{}' });
      expect(provider.statusCode).toBe(404);
      expect(provider.json().error.code).toBe('webhooks.provider_unknown');
      for (const producer of [randomUUID(), 'nao-e-um-uuid']) {
        const res = await hotmart(unique(), hottok, producer);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('common.not_found');
      }
    });

    it('answers 422 to a verified body that is not a Hotmart event, storing nothing', async () => {
      const before = (await eventRows(ctx, lumenId)).length;
      for (const body of ['{"event":"PURCHASE_APPROVED"}', 'não é json', '[1,2]', '']) {
        const res = await sendWebhook(ctx, {
          provider: 'hotmart',
          producer: lumenId,
          body,
          headers: { 'x-hotmart-hottok': hottok },
        });
        expect(res.statusCode, body).toBe(422);
        expect(res.json().error.code).toBe('webhooks.payload_invalid');
      }
      expect((await eventRows(ctx, lumenId)).length).toBe(before);
    });

    it('answers 415 to a body type no platform sends', async () => {
      const res = await sendWebhook(ctx, {
        provider: 'hotmart',
        producer: lumenId,
        body: 'x',
        contentType: 'text/plain',
        headers: { 'x-hotmart-hottok': hottok },
      });
      expect(res.statusCode).toBe(415);
    });
  });
});
