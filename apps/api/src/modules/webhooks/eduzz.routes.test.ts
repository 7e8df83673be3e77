import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { eduzzInvoicePaid } from './providers/eduzz-samples.ts';
import {
  drainWebhookJobs,
  eventRows,
  platformProduct,
  producerId,
  saleAccessRows,
  sendWebhook,
  setSecret,
} from './webhooks-test-support.ts';

const secret = 'eduzz-secret-lumen-77aa';
const sign = (body: string, key = secret) => createHmac('sha256', key).update(body).digest('hex');
const dayMs = 24 * 60 * 60_000;

describe('Eduzz webhooks', () => {
  const ctx = useTestApp({ seed: true });
  let lumenId = '';
  const send = (body: object | string, signature?: string | null) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = signature === null ? {} : { 'x-signature': signature ?? sign(text) };
    return sendWebhook(ctx, { provider: 'eduzz', producer: lumenId, body: text, headers });
  };

  beforeAll(async () => {
    lumenId = await producerId(ctx, 'lumen-oftalmologia');
    await setSecret(ctx, lumenId, 'eduzz', secret);
    await platformProduct(ctx, {
      producer: lumenId,
      channel: 'eduzz',
      externalProductId: '2317745',
      accessMode: 'days',
      accessDays: 365,
    });
  });

  it('grants a paid invoice for the product’s days and revokes it at refund or chargeback', async () => {
    expect((await send(eduzzInvoicePaid)).statusCode).toBe(200);
    await drainWebhookJobs(ctx);
    const [granted] = await saleAccessRows(ctx, lumenId, '48213377');
    expect(granted?.source).toBe('eduzz');
    expect(granted?.ends_at?.getTime()).toBe(Date.parse('2031-01-10T15:01:00.000Z') + 365 * dayMs);
    for (const event of ['myeduzz.invoice_refunded', 'myeduzz.invoice_chargeback']) {
      expect((await send({ ...eduzzInvoicePaid, id: randomUUID(), event })).statusCode).toBe(200);
    }
    await drainWebhookJobs(ctx);
    const rows = await saleAccessRows(ctx, lumenId, '48213377');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revoked_at).not.toBeNull();
    const outcomes = (await eventRows(ctx, lumenId)).map((row) => row.outcome).sort();
    expect(outcomes).toEqual(['granted', 'revoked', 'unchanged']);
  });

  it.each([
    [
      'a tampered body',
      JSON.stringify(eduzzInvoicePaid).replace('marina', 'maria'),
      sign(JSON.stringify(eduzzInvoicePaid)),
    ],
    ['a wrong signature', JSON.stringify(eduzzInvoicePaid), sign(JSON.stringify(eduzzInvoicePaid), 'outro')],
    ['no signature', JSON.stringify(eduzzInvoicePaid), null],
  ])('answers 401 to %s, storing only a rejected row', async (_name, body, signature) => {
    const before = (await eventRows(ctx, lumenId)).length;
    const res = await send(body, signature);
    expect(res.statusCode).toBe(401);
    const added = (await eventRows(ctx, lumenId)).slice(before);
    expect(added).toEqual([expect.objectContaining({ signature_valid: false, raw_body: null, event_id: null })]);
  });
});
