import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { producers } from './producers.ts';

/** A learner's account; it belongs to one producer. The same e-mail may hold accounts under other producers. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    producer_id: uuid()
      .notNull()
      .references(() => producers.id, { onDelete: 'cascade' }),
    /** Lower-cased and trimmed; the login. */
    email: text().notNull(),
    /** argon2id; null for a buyer's account created by a purchase until the first password is set. */
    password_hash: text(),
    nome: text().notNull(),
    apelido: text(),
    /** `pendente` until the e-mailed code is confirmed. */
    status: text({ enum: ['ativo', 'pendente'] })
      .notNull()
      .default('pendente'),
    email_confirmed_at: timestamp({ withTimezone: true }),
    /**
     * When `email` last took a new value (null: never changed since sign-up). An address is proven to belong to
     * the account's owner only while `email_confirmed_at` is at least as recent as this.
     */
    email_changed_at: timestamp({ withTimezone: true }),
    /** An address the learner asked to move to, applied only once the code sent to it is confirmed. */
    pending_email: text(),
    is_professor: boolean().notNull().default(false),
    roles: text().array().notNull().default(sql`ARRAY['aluno']::text[]`),
    documento: text(),
    whatsapp: text(),
    instagram: text(),
    ano_residencia: integer(),
    instituicao_ensino: text(),
    periodo: text(),
    image_path_avatar: text(),
    /** Version of the producer's terms the learner accepted (null: none). */
    terms_version_accepted: integer(),
    terms_accepted_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_producer_email_idx').on(table.producer_id, table.email),
    index('users_email_idx').on(table.email),
    // The avatar route checks that the caller's producer owns the picture it serves.
    index('users_avatar_idx').on(table.image_path_avatar),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
