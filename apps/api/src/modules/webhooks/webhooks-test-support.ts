import type { SaleChannel, WebhookProvider } from '@members/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import {
  jobs,
  offers,
  producers,
  products,
  providerSecrets,
  userAccesses,
  users,
  webhookEvents,
  type ProductRow,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { webhookProcessJob } from './webhook-receive.ts';

/** Helpers of the webhook route tests (not a test file): producers, platform products, calls, the job queue. */

export async function producerId(ctx: TestApp, slug: string): Promise<string> {
  const row = firstOrThrow(
    await ctx.database.db.select({ id: producers.id }).from(producers).where(eq(producers.slug, slug)),
    `producer ${slug}`,
  );
  return row.id;
}

export async function setSecret(ctx: TestApp, producer: string, provider: WebhookProvider, secret: string) {
  await ctx.database.db
    .insert(providerSecrets)
    .values({ producer_id: producer, provider, secret })
    .onConflictDoUpdate({ target: [providerSecrets.producer_id, providerSecrets.provider], set: { secret } });
}

export interface PlatformProductInput {
  producer: string;
  channel: Exclude<SaleChannel, 'here'>;
  externalProductId: string;
  accessMode: ProductRow['access_mode'];
  accessDays?: number;
}

/** A product sold on a platform under its product id (one offer); returns the product's code. */
export async function platformProduct(ctx: TestApp, input: PlatformProductInput): Promise<string> {
  const db = ctx.database.db;
  const code = `ext-${randomUUID().slice(0, 8)}`;
  const product = firstOrThrow(
    await db
      .insert(products)
      .values({
        producer_id: input.producer,
        code,
        name: 'Oftalmologia para a residência: retina e glaucoma',
        description: 'Aulas, questões comentadas e simulados de retina, glaucoma e neuroftalmologia.',
        access_mode: input.accessMode,
        access_days: input.accessDays ?? null,
      })
      .returning(),
    'product insert',
  );
  await db.insert(offers).values({
    producer_id: input.producer,
    product_id: product.id,
    name: `Oferta ${input.channel}`,
    price_cents: 199_990,
    payment_methods: ['card'],
    channel: input.channel,
    external_checkout_url: `https://pay.${input.channel}.example/${code}`,
    external_product_id: input.externalProductId,
    subscription_period: input.accessMode === 'subscription' ? 'monthly' : null,
  });
  return code;
}

export interface WebhookCall {
  provider: string;
  producer: string;
  body: string;
  headers?: Record<string, string>;
  query?: string;
  contentType?: string;
}

export function sendWebhook(ctx: TestApp, call: WebhookCall) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/webhooks/${call.provider}/${call.producer}${call.query ? `?${call.query}` : ''}`,
    headers: { 'content-type': call.contentType ?? 'application/json', ...call.headers },
    payload: call.body,
  });
}

/** Runs the queued webhook jobs until none is left (the app's own poller may run some first). */
export async function drainWebhookJobs(ctx: TestApp): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await ctx.app.jobs.poll();
    const [queued] = await ctx.database.db.select({ n: count() }).from(jobs).where(eq(jobs.name, webhookProcessJob));
    if (!queued?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const stuck = await ctx.database.db.select().from(webhookEvents).where(isNull(webhookEvents.processed_at));
  throw new Error(`webhook jobs did not finish: ${stuck.map((row) => row.last_error).join('; ')}`);
}

export function eventRows(ctx: TestApp, producer: string) {
  return ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.producer_id, producer));
}

export function saleAccessRows(ctx: TestApp, producer: string, externalRef: string) {
  return ctx.database.db
    .select()
    .from(userAccesses)
    .where(and(eq(userAccesses.producer_id, producer), eq(userAccesses.external_ref, externalRef)));
}

export async function findUser(ctx: TestApp, producer: string, email: string) {
  const [row] = await ctx.database.db
    .select()
    .from(users)
    .where(and(eq(users.producer_id, producer), eq(users.email, email.toLowerCase())));
  return row ?? null;
}
