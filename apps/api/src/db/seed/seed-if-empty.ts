import { count } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { verticals } from '../schema/index.ts';
import type { SeedContext } from './seeder.ts';

/**
 * Seeds on first run only (no verticals yet). Returns whether it seeded. The demo content (hundreds of modules of
 * text, the handouts' PDF reader, the card images' encoder) loads only then, not on every start.
 */
export async function seedDemoIfEmpty(db: Database, context: SeedContext): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(verticals);
  if ((row?.total ?? 0) > 0) return false;
  const { seedDemo } = await import('./index.ts');
  await seedDemo(db, context);
  return true;
}
