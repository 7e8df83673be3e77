import { producers, assistantSettings } from '../../schema/index.ts';
import type { Seeder } from '../seeder.ts';
import { demoAssistantSuggestions } from './assistant-suggestions.ts';

/** The demo producers' assistant settings: the questions their panel suggests (the default daily limit). */
export const seedAssistantSettings: Seeder = async (db) => {
  const rows = await db.select({ id: producers.id, slug: producers.slug }).from(producers);
  const values = rows.flatMap(({ id, slug }) => {
    const suggestions = demoAssistantSuggestions[slug];
    return suggestions ? [{ producer_id: id, suggestions }] : [];
  });
  if (values.length > 0) await db.insert(assistantSettings).values(values);
};
