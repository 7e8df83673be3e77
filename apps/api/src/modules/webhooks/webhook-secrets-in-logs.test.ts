import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { hotmartPurchaseApproved } from './providers/hotmart-samples.ts';
import { drainWebhookJobs, platformProduct, producerId, sendWebhook, setSecret } from './webhooks-test-support.ts';

const hottok = 'hottok-segredo-nunca-no-log-93b1';
const kiwifyToken = 'kiwify-token-nunca-no-log-5c07';

describe('webhook logs', () => {
  const lines: string[] = [];
  const ctx = useTestApp({ seed: true, env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => lines.push(line) } });
  let lumenId = '';

  beforeAll(async () => {
    lumenId = await producerId(ctx, 'lumen-oftalmologia');
    await setSecret(ctx, lumenId, 'hotmart', hottok);
    await setSecret(ctx, lumenId, 'kiwify', kiwifyToken);
    await platformProduct(ctx, {
      producer: lumenId,
      channel: 'hotmart',
      externalProductId: '0',
      accessMode: 'lifetime',
    });
  });

  it("never contain a provider's secret, a signature or a raw body", async () => {
    const body = JSON.stringify({ ...hotmartPurchaseApproved, id: randomUUID() });
    const call = { provider: 'hotmart', producer: lumenId, body };
    expect((await sendWebhook(ctx, { ...call, headers: { 'x-hotmart-hottok': hottok } })).statusCode).toBe(200);
    expect((await sendWebhook(ctx, { ...call, headers: { 'x-hotmart-hottok': `${hottok}-errado` } })).statusCode).toBe(
      401,
    );
    const kiwifyBody = '{"order_id":"pedido-do-log","webhook_event_type":"order_approved"}';
    const signature = createHmac('sha1', kiwifyToken).update(kiwifyBody).digest('hex');
    await sendWebhook(ctx, {
      provider: 'kiwify',
      producer: lumenId,
      body: kiwifyBody,
      query: `signature=${signature}`,
    });
    await drainWebhookJobs(ctx);

    const log = lines.join('\n');
    expect(log).toContain(`/api/webhooks/hotmart/${lumenId}`); // the calls were logged at all
    for (const secret of [
      hottok,
      kiwifyToken,
      signature,
      'testeComprador271101postman15',
      'HP16015479281022',
      'pedido-do-log',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
