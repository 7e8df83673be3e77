import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { producers } from './producers.ts';
import { users } from './users.ts';

export const oneTimeTokenPurposes = [
  'email_validation',
  'password_reset',
  'first_access',
  'login_link',
  'qr_login',
  'email_change',
  'vertical_handoff',
] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/**
 * Single-use secrets sent to the learner (reset and login links, QR codes, 6-digit validation codes): only a
 * SHA-256 is stored; spent once (`used_at`), short lived, attempts counted for codes.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: oneTimeTokenPurposes }).notNull(),
    token_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    failed_attempts: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_tokens_user_purpose_idx').on(table.user_id, table.purpose)],
);

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
