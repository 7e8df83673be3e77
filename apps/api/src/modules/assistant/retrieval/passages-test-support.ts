import type { ProductArea } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { assistantPassages } from '../../../db/schema/index.ts';
import type { PassageScope } from '../assistant-types.ts';

/** Helpers of the retrieval tests (not a test file): passages written directly, as the indexer would. */

type PassageInsert = typeof assistantPassages.$inferInsert;

let nextSourceId = 1;

/** One passage of the producer (a lesson's by default); returns its id. */
export async function insertPassage(
  db: Database,
  producerId: string,
  passage: Partial<PassageInsert> & { title: string; body: string },
): Promise<number> {
  const [row] = await db
    .insert(assistantPassages)
    .values({
      producer_id: producerId,
      kind: 'lesson',
      source_id: nextSourceId++,
      content_hash: `${passage.title}:${passage.body}`,
      ...passage,
    })
    .returning({ id: assistantPassages.id });
  if (!row) throw new Error('passage insert returned nothing');
  return row.id;
}

/** A scope of everything the producer has: every product code given, every gated area open. */
export function openScope(producerId: string, openProductCodes: string[] = []): PassageScope {
  const openAreas: ProductArea[] = ['questions', 'simulados', 'flashcards', 'clinical_cases', 'planner'];
  return { producerId, openProductCodes, openAreas };
}
