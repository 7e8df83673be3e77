import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Brazilian medical schools offered in the sign-up and profile forms (shared by every producer). */
export const institutions = pgTable('institutions', {
  id: uuid().primaryKey().defaultRandom(),
  nome: text().notNull(),
  sigla: text().notNull().unique(),
  uf: text().notNull(),
});
