import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { producers } from './producers.ts';

/** The producer's terms of use, versioned; the newest published version is the one to accept. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    published_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('terms_versions_producer_version_idx').on(table.producer_id, table.version)],
);

export type TermsVersionRow = typeof termsVersions.$inferSelect;
