import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in attempts, kept in the database so every API process counts the same ones: per account
 * (producer + e-mail) and per client IP. Successful logins are never recorded.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    producer_id: uuid(),
    email: text().notNull(),
    ip: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_account_idx').on(table.producer_id, table.email, table.created_at),
    index('login_failures_ip_idx').on(table.ip, table.created_at),
  ],
);
