import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { producers } from './producers.ts';
import { users } from './users.ts';

export const sessionRevocationReasons = ['superseded', 'logout', 'expired'] as const;
export type SessionRevocationReason = (typeof sessionRevocationReasons)[number];

/**
 * A signed-in device. The bearer token is `<id>|<secret>`; only a SHA-256 of the secret is stored. Refresh
 * rotates the secret and keeps the previous one valid for a short grace.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    secret_hash: text().notNull(),
    previous_secret_hash: text(),
    previous_valid_until: timestamp({ withTimezone: true }),
    /**
     * The random secret issued by the last refresh, sealed with a key derived from the previous secret, so a
     * second refresh with the previous token during its grace window gets the same successor back; cleared when
     * the window ends.
     */
    successor_sealed: text(),
    /** Client IP of the sign-in that created the session: the account's usual addresses for the lockout rule. */
    created_ip: text(),
    /** XSRF token paired with the session cookie. */
    xsrf_token: text().notNull(),
    /** Bound app id (QR-code sessions): requests must carry it in X-App-Id. */
    app_id: text(),
    device_name: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    revoked_at: timestamp({ withTimezone: true }),
    revoked_reason: text({ enum: sessionRevocationReasons }),
  },
  (table) => [index('sessions_user_idx').on(table.user_id)],
);

export type SessionRow = typeof sessions.$inferSelect;
