import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
/* The enums repeat the contract's lists (offer-constants.ts): drizzle-kit reads this file alone. */
import { producers } from './producers.ts';
import { users } from './users.ts';

const productAreas = ['questions', 'simulados', 'flashcards', 'clinical_cases', 'planner'] as const;
const accessModes = ['days', 'lifetime', 'subscription'] as const;
const paymentMethods = ['pix', 'boleto', 'card'] as const;
const orderStatuses = ['pending', 'paid', 'refused', 'expired', 'refunded', 'chargeback', 'cancelled'] as const;
const saleChannels = ['here', 'hotmart', 'kiwify', 'eduzz'] as const;
const subscriptionPeriods = ['monthly', 'quarterly', 'semiannual', 'annual'] as const;
const gateways = ['sandbox', 'mercadopago'] as const;
const webhookProviders = ['hotmart', 'kiwify', 'eduzz', 'mercadopago'] as const;

/**
 * What a sale unlocks: the courses whose `product_codes` hold `code`, and the areas the producer chose; for how long
 * (`days`, `lifetime`, or while a subscription is paid).
 */
export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    /** The product code courses list and user_accesses.product_code holds. */
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    areas: text({ enum: productAreas }).array().notNull().default(sql`ARRAY[]::text[]`),
    access_mode: text({ enum: accessModes }).notNull(),
    /** With `days`: how many days an access lasts. */
    access_days: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('products_producer_code_idx').on(table.producer_id, table.code)],
);

/** A product at a price: sold here (our checkout) or on an external platform. `id` is the public uuid. */
export const offers = pgTable(
  'offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    product_id: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    price_cents: integer().notNull(),
    max_installments: smallint().notNull().default(1),
    /** Installments up to this count carry no interest. */
    interest_free_installments: smallint().notNull().default(1),
    /** Monthly interest above them, in basis points (199 = 1.99% a month). */
    monthly_interest_bp: integer().notNull().default(0),
    payment_methods: text({ enum: paymentMethods }).array().notNull(),
    guarantee_days: smallint().notNull().default(7),
    /** Upper-case coupon code and its discount in percent (1–100). */
    coupon_code: text(),
    coupon_percent_off: smallint(),
    subscription_period: text({ enum: subscriptionPeriods }),
    highlights: text().array().notNull().default(sql`ARRAY[]::text[]`),
    channel: text({ enum: saleChannels }).notNull().default('here'),
    external_checkout_url: text(),
    /** The platform's product id, which its webhooks name. */
    external_product_id: text(),
    active: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offers_product_idx').on(table.product_id, table.position),
    uniqueIndex('offers_external_product_idx')
      .on(table.producer_id, table.channel, table.external_product_id)
      .where(sql`${table.external_product_id} IS NOT NULL`),
  ],
);

/** A purchase of an offer by a buyer; `status` follows its latest payment. */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    offer_id: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'restrict' }),
    /** The account the access goes to (matched by e-mail within the producer, or created). */
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whether the buyer paid signed in (then lands on the course) or not (then the e-mailed link). */
    signed_in: boolean().notNull(),
    buyer_name: text().notNull(),
    buyer_email: text().notNull(),
    buyer_cpf: text().notNull(),
    buyer_phone: text().notNull(),
    amount_cents: integer().notNull(),
    coupon_code: text(),
    status: text({ enum: orderStatuses }).notNull().default('pending'),
    /** The client's key: a replayed create answers this order. */
    idempotency_key: uuid().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paid_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_idempotency_idx').on(table.producer_id, table.idempotency_key),
    index('orders_user_idx').on(table.user_id),
  ],
);

/** One try at paying an order (a refused card, then another card, is two). */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    order_id: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text({ enum: gateways }).notNull(),
    /** The gateway's id of the payment (unique per gateway once known). */
    gateway_payment_id: text(),
    method: text({ enum: paymentMethods }).notNull(),
    installments: smallint().notNull(),
    amount_cents: integer().notNull(),
    status: text({ enum: orderStatuses }).notNull().default('pending'),
    /** PIX code / QR, boleto line / PDF, card brand and last digits, refusal reason: what the buyer is shown. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    idempotency_key: uuid().notNull(),
    expires_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_idempotency_idx').on(table.order_id, table.idempotency_key),
    uniqueIndex('payments_gateway_id_idx')
      .on(table.gateway, table.gateway_payment_id)
      .where(sql`${table.gateway_payment_id} IS NOT NULL`),
  ],
);

/** Every status an order went through, and what moved it (a gateway answer, a webhook, the sweeper). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    order_id: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    payment_id: uuid().references(() => payments.id, { onDelete: 'cascade' }),
    status: text({ enum: orderStatuses }).notNull(),
    source: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_events_order_idx').on(table.order_id, table.at)],
);

/** A producer's secret with a platform (Hotmart's hottok, Kiwify's token, Eduzz's key, Mercado Pago's). Never logged. */
export const providerSecrets = pgTable(
  'provider_secrets',
  {
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    provider: text({ enum: webhookProviders }).notNull(),
    secret: text().notNull(),
  },
  (table) => [uniqueIndex('provider_secrets_idx').on(table.producer_id, table.provider)],
);

/**
 * A webhook call as received. A signed one keeps its raw body and is processed once (unique provider event id);
 * a rejected one (bad signature) is kept without its body, with a null event id.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    provider: text({ enum: webhookProviders }).notNull(),
    event_id: text(),
    event_type: text(),
    raw_body: text(),
    signature_valid: boolean().notNull(),
    received_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processed_at: timestamp({ withTimezone: true }),
    /** `granted`, `revoked`, `extended`, `ends_at_period_end`, `ignored: <why>`, `rejected: signature` ... */
    outcome: text(),
    attempts: integer().notNull().default(0),
    last_error: text(),
  },
  (table) => [
    uniqueIndex('webhook_events_event_idx')
      .on(table.producer_id, table.provider, table.event_id)
      .where(sql`${table.event_id} IS NOT NULL`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
