import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { verticals } from './verticals.ts';

/** A content provider selling inside a vertical, with its app branding (spec §3). */
export const producers = pgTable(
  'producers',
  {
    id: uuid().primaryKey().defaultRandom(),
    vertical_id: uuid()
      .notNull()
      .references(() => verticals.id, { onDelete: 'restrict' }),
    slug: text().notNull().unique(),
    nome: text().notNull(),
    auth_url: text(),
    /** Member-area URL; its origin identifies the producer of a site. */
    medmember_url: text(),
    app_image_background_url: text(),
    app_primary_color: text(),
    app_secondary_color: text(),
    app_logo_url: text(),
    app_title_home: text(),
    app_text_home: text(),
    app_text_question: text(),
    app_telegram: text(),
    app_whatsapp: text(),
    app_website: text(),
    app_numero_suporte: text(),
    app_ianame: text(),
    app_iaimage: text(),
    position: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('producers_vertical_position_idx').on(table.vertical_id, table.position)],
);

export type ProducerRow = typeof producers.$inferSelect;
export type NewProducerRow = typeof producers.$inferInsert;
