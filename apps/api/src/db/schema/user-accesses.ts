import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { producers } from './producers.ts';
import { users } from './users.ts';

export const accessKinds = ['compra', 'concessao', 'freemium'] as const;

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
  },
  (table) => [index('user_accesses_user_idx').on(table.user_id)],
);

export type UserAccessRow = typeof userAccesses.$inferSelect;
