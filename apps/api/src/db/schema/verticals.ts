import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** A specialty site (spec §1), chosen by the host name the request came in on. */
export const verticals = pgTable('verticals', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  nome_pt_br: text().notNull(),
  nome_en: text().notNull(),
  /** Host names, `*.` prefix for any sub-domain (see contract host-patterns.ts). */
  host_patterns: text().array().notNull().default([]),
  tag_manager_container_id: text(),
  position: integer().notNull().default(0),
});

export type VerticalRow = typeof verticals.$inferSelect;
export type NewVerticalRow = typeof verticals.$inferInsert;
