import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { hotmartPurchaseApproved, hotmartSubscriptionCancellation } from './providers/hotmart-samples.ts';
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

const hottok = 'hottok-lumen-sales-41d2';
const dayMs = 24 * 60 * 60_000;
const graceMs = 3 * dayMs;

interface SaleInput {
  event: string;
  product: string;
  transaction: string;
  subscriber?: string;
  email?: string;
  recurrence?: number;
  nextCharge?: number;
}

/** The documented purchase event with this sale's own ids (a subscription charge when `subscriber` is given). */
function purchase(input: SaleInput) {
  const data = hotmartPurchaseApproved.data;
  return {
    ...hotmartPurchaseApproved,
    id: randomUUID(),
    event: input.event,
    data: {
      ...data,
      product: { ...data.product, id: Number(input.product) },
      buyer: { ...data.buyer, email: input.email ?? data.buyer.email },
      purchase: {
        ...data.purchase,
        transaction: input.transaction,
        approved_date: Date.now(),
        ...(input.recurrence ? { recurrence_number: input.recurrence, date_next_charge: input.nextCharge } : {}),
      },
      subscription: { ...data.subscription, subscriber: { code: input.subscriber ?? 'I9OT62C3' } },
    },
  };
}

/** The documented cancellation for this subscriber, ending at `nextCharge`. */
function cancellation(product: string, subscriber: string, nextCharge: number, email: string) {
  const data = hotmartSubscriptionCancellation.data;
  return {
    ...hotmartSubscriptionCancellation,
    id: randomUUID(),
    data: {
      ...data,
      date_next_charge: nextCharge,
      product: { ...data.product, id: Number(product) },
      subscriber: { ...data.subscriber, code: subscriber, email },
    },
  };
}

let productIds = 5_000_000;
const nextProductId = () => String((productIds += 1));

describe('Hotmart sales, in any order and however often', () => {
  const ctx = useTestApp({ seed: true });
  let lumenId = '';
  let focoId = '';
  const send = (body: object) =>
    sendWebhook(ctx, {
      provider: 'hotmart',
      producer: lumenId,
      body: JSON.stringify(body),
      headers: { 'x-hotmart-hottok': hottok },
    });

  beforeAll(async () => {
    lumenId = await producerId(ctx, 'lumen-oftalmologia');
    focoId = await producerId(ctx, 'foco-oftalmo');
    await setSecret(ctx, lumenId, 'hotmart', hottok);
  });

  it('applies an event sent 10 times at once exactly once', async () => {
    const product = nextProductId();
    await platformProduct(ctx, {
      producer: lumenId,
      channel: 'hotmart',
      externalProductId: product,
      accessMode: 'days',
      accessDays: 365,
    });
    const body = purchase({
      event: 'PURCHASE_APPROVED',
      product,
      transaction: 'HP-CONC-1',
      email: 'concorrente@example.com',
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(body)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    await drainWebhookJobs(ctx);
    const rows = (await eventRows(ctx, lumenId)).filter((row) => row.event_id === body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.outcome).toBe('granted');
    const accesses = await saleAccessRows(ctx, lumenId, 'HP-CONC-1');
    expect(accesses).toHaveLength(1);
    expect(accesses[0]?.ends_at?.getTime()).toBe((accesses[0]?.starts_at.getTime() ?? 0) + 365 * dayMs);
    expect((await send(body)).statusCode).toBe(200);
    await drainWebhookJobs(ctx);
    expect((await eventRows(ctx, lumenId)).filter((row) => row.event_id === body.id)).toHaveLength(1);
  });

  it('keeps a sale revoked when its refund arrives before its approval', async () => {
    const product = nextProductId();
    await platformProduct(ctx, {
      producer: lumenId,
      channel: 'hotmart',
      externalProductId: product,
      accessMode: 'lifetime',
    });
    const sale = { product, transaction: 'HP-REFUND-FIRST', email: 'reembolso.antes@example.com' };
    await send(purchase({ ...sale, event: 'PURCHASE_REFUNDED' }));
    await drainWebhookJobs(ctx);
    await send(purchase({ ...sale, event: 'PURCHASE_APPROVED' }));
    await send(purchase({ ...sale, event: 'PURCHASE_COMPLETE' }));
    await drainWebhookJobs(ctx);
    const [access, ...others] = await saleAccessRows(ctx, lumenId, 'HP-REFUND-FIRST');
    expect(others).toEqual([]);
    expect(access?.revoked_at).not.toBeNull();
  });

  it("extends a subscription at each renewal and ends it at the cancelled period's end", async () => {
    const product = nextProductId();
    await platformProduct(ctx, {
      producer: lumenId,
      channel: 'hotmart',
      externalProductId: product,
      accessMode: 'subscription',
    });
    const first = Date.now() + 30 * dayMs;
    const second = first + 30 * dayMs;
    const sale = { product, subscriber: 'SUBREN01', email: 'assinante@example.com' };
    await send(
      purchase({ ...sale, event: 'PURCHASE_APPROVED', transaction: 'HP-REN-1', recurrence: 1, nextCharge: first }),
    );
    await drainWebhookJobs(ctx);
    expect((await saleAccessRows(ctx, lumenId, 'SUBREN01'))[0]?.ends_at?.getTime()).toBe(first + graceMs);
    await send(
      purchase({ ...sale, event: 'PURCHASE_APPROVED', transaction: 'HP-REN-2', recurrence: 2, nextCharge: second }),
    );
    await drainWebhookJobs(ctx);
    const renewed = await saleAccessRows(ctx, lumenId, 'SUBREN01');
    expect(renewed).toHaveLength(1);
    expect(renewed[0]?.ends_at?.getTime()).toBe(second + graceMs);
    await send(cancellation(product, 'SUBREN01', second, sale.email));
    await drainWebhookJobs(ctx);
    const [ended] = await saleAccessRows(ctx, lumenId, 'SUBREN01');
    expect(ended?.ends_at?.getTime()).toBe(second + graceMs);
    expect(ended?.revoked_at).toBeNull();
  });

  it('ignores a product the producer does not sell on Hotmart, granting nothing', async () => {
    const body = purchase({
      event: 'PURCHASE_APPROVED',
      product: '999999999',
      transaction: 'HP-UNKNOWN',
      email: 'x@example.com',
    });
    await send(body);
    await drainWebhookJobs(ctx);
    const [row] = (await eventRows(ctx, lumenId)).filter((event) => event.event_id === body.id);
    expect(row?.outcome).toBe('ignored: unknown product');
    expect(row?.processed_at).not.toBeNull();
    expect(await saleAccessRows(ctx, lumenId, 'HP-UNKNOWN')).toEqual([]);
    expect(await findUser(ctx, lumenId, 'x@example.com')).toBeNull();
  });

  it("does not match the buyer's e-mail at another producer: accounts are per producer", async () => {
    const email = 'medica.outro.produtor@example.com';
    const [foreign] = await ctx.database.db
      .insert(users)
      .values({ producer_id: focoId, email, nome: 'Dra. Helena Prado', status: 'ativo' })
      .returning();
    const product = nextProductId();
    await platformProduct(ctx, {
      producer: lumenId,
      channel: 'hotmart',
      externalProductId: product,
      accessMode: 'lifetime',
    });
    await send(purchase({ event: 'PURCHASE_APPROVED', product, transaction: 'HP-OTHER-PRODUCER', email }));
    await drainWebhookJobs(ctx);
    const [access] = await saleAccessRows(ctx, lumenId, 'HP-OTHER-PRODUCER');
    const buyer = await findUser(ctx, lumenId, email);
    expect(buyer?.status).toBe('pendente');
    expect(access?.user_id).toBe(buyer?.id);
    expect(access?.user_id).not.toBe(foreign?.id);
  });

  it('ends in the same state whatever the order of approval, renewal, cancellation and refund', async () => {
    const product = nextProductId();
    await platformProduct(ctx, {
      producer: lumenId,
      channel: 'hotmart',
      externalProductId: product,
      accessMode: 'subscription',
    });
    const kinds = ['approve', 'renew', 'cancel', 'refund'] as const;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...kinds], { minLength: 1 }).chain((set) => fc.shuffledSubarray(set, { minLength: set.length })),
        async (order) => {
          run += 1;
          const subscriber = `SUBPROP${run}`;
          const email = `assinante.${run}@example.com`;
          const first = Date.UTC(2031, 0, 10);
          const second = Date.UTC(2031, 1, 10);
          const paidUntil = order.includes('renew') ? second : first;
          const bodies = {
            approve: purchase({
              event: 'PURCHASE_APPROVED',
              product,
              transaction: `HP-P${run}-1`,
              subscriber,
              email,
              recurrence: 1,
              nextCharge: first,
            }),
            renew: purchase({
              event: 'PURCHASE_APPROVED',
              product,
              transaction: `HP-P${run}-2`,
              subscriber,
              email,
              recurrence: 2,
              nextCharge: second,
            }),
            cancel: cancellation(product, subscriber, paidUntil, email),
            refund: purchase({
              event: 'PURCHASE_REFUNDED',
              product,
              transaction: `HP-P${run}-1`,
              subscriber,
              email,
              recurrence: 1,
              nextCharge: first,
            }),
          };
          for (const kind of order) await send(bodies[kind]);
          await drainWebhookJobs(ctx);
          const rows = await saleAccessRows(ctx, lumenId, subscriber);
          expect(rows).toHaveLength(1);
          if (order.includes('refund')) expect(rows[0]?.revoked_at).not.toBeNull();
          else {
            expect(rows[0]?.revoked_at).toBeNull();
            expect(rows[0]?.ends_at?.getTime()).toBe(paidUntil + graceMs);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
