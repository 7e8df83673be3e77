import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './offers.ts';
import { producers } from './producers.ts';
import { users } from './users.ts';

export const accessKinds = ['compra', 'concessao', 'freemium'] as const;
/* The contract's accessSources (offer-constants.ts), repeated: drizzle-kit reads this file alone. */
const accessSources = ['offer', 'hotmart', 'kiwify', 'eduzz', 'gift', 'freemium'] as const;

/**
 * What a learner may study and until when: from a purchase, a grant or freemium. Courses link to a
 * product by `product_code` (courses issue); purchase webhooks write these rows (offers issue).
 */
export const userAccesses = pgTable(
  'user_accesses',
  {
    id: uuid().primaryKey().defaultRandom(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product_code: text().notNull(),
    product_name: text().notNull(),
    kind: text({ enum: accessKinds }).notNull(),
    starts_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null: no end date. */
    ends_at: timestamp({ withTimezone: true }),
    /** Where to buy, renew or upgrade. */
    purchase_url: text(),
    revoked_at: timestamp({ withTimezone: true }),
    /** Where it came from (issue 17); rows from before say `gift` (grants) or `freemium`. */
    source: text({ enum: accessSources }).notNull().default('gift'),
    /** The order bought here that made it. */
    order_id: uuid().references(() => orders.id, { onDelete: 'set null' }),
    /**
     * The sale it belongs to at its source (our order id, Hotmart's transaction, Kiwify's order, Eduzz's invoice):
     * one access per sale, so a grant and a revoke of the same sale meet on one row whatever their order.
     */
    external_ref: text(),
  },
  (table) => [
    index('user_accesses_user_idx').on(table.user_id),
    uniqueIndex('user_accesses_sale_idx')
      .on(table.producer_id, table.source, table.external_ref)
      .where(sql`${table.external_ref} IS NOT NULL`),
  ],
);

export type UserAccessRow = typeof userAccesses.$inferSelect;
