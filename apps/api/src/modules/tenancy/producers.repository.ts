import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { producers, verticals, type ProducerRow } from '../../db/schema/index.ts';

/** Producers of one vertical in position order, or of every vertical (vertical order first). */
export async function listProducers(db: Database, verticalId: string | null): Promise<ProducerRow[]> {
  if (verticalId !== null) {
    return db
      .select()
      .from(producers)
      .where(eq(producers.vertical_id, verticalId))
      .orderBy(asc(producers.position), asc(producers.nome));
  }
  const rows = await db
    .select({ producer: producers })
    .from(producers)
    .innerJoin(verticals, eq(producers.vertical_id, verticals.id))
    .orderBy(asc(verticals.position), asc(verticals.slug), asc(producers.position), asc(producers.nome));
  return rows.map((row) => row.producer);
}

/** One producer by id, or undefined. */
export async function findProducer(db: Database, id: string): Promise<ProducerRow | undefined> {
  const [row] = await db.select().from(producers).where(eq(producers.id, id));
  return row;
}
