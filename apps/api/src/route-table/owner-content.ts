import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  apostilas,
  courseModules,
  courses,
  lessons,
  producers,
  questions,
  questionTracks,
  simulados,
} from '../db/schema/index.ts';

/** The demo producers of a vertical share their catalog's titles; these columns get the owner's mark. */
const namedColumns = [
  [courses, 'name'],
  [courseModules, 'title'],
  [lessons, 'title'],
  [apostilas, 'nome'],
  [questions, 'statement'],
  [questionTracks, 'title'],
  [simulados, 'title'],
] as const;

/**
 * Appends ` [<slug>]` to the titles, names and statements of one producer, so a leak of its objects to another
 * producer of the same vertical shows in the body. Run before the app first reads them (caches load on demand).
 */
export async function markOwnerContent(db: Database, slug: string): Promise<void> {
  const [producer] = await db.select({ id: producers.id }).from(producers).where(eq(producers.slug, slug));
  if (!producer) throw new Error(`no producer ${slug}`);
  const mark = ` [${slug}]`;
  for (const [table, column] of namedColumns) {
    const name = sql.identifier(column);
    await db.execute(sql`update ${table} set ${name} = ${name} || ${mark} where producer_id = ${producer.id}`);
  }
  // The alternatives' texts too (the planner's diagnostic lists them): shared texts would read as leaks otherwise.
  await db.execute(sql`
    update questions set alternatives = (
      select jsonb_agg(jsonb_set(alternative, '{text}', to_jsonb((alternative ->> 'text') || ${mark})) order by ordinality)
      from jsonb_array_elements(alternatives) with ordinality as items(alternative, ordinality)
    )
    where producer_id = ${producer.id}`);
}
