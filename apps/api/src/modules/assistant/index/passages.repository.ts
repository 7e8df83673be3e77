import { and, asc, count, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { assistantPassages } from '../../../db/schema/index.ts';
import type { PassageDraft } from './passage-draft.ts';

/** Rows per multi-row statement (14 parameters each: well under PostgreSQL's 65,535). */
const chunkSize = 500;

function chunks<Item>(items: readonly Item[]): Item[][] {
  const out: Item[][] = [];
  for (let start = 0; start < items.length; start += chunkSize) out.push(items.slice(start, start + chunkSize));
  return out;
}

/** What the index holds of the producer: each passage's key, hash and who may read it. */
export function storedPassages(db: Database, producerId: string) {
  return db
    .select({
      id: assistantPassages.id,
      kind: assistantPassages.kind,
      source_id: assistantPassages.source_id,
      part: assistantPassages.part,
      content_hash: assistantPassages.content_hash,
      product_codes: assistantPassages.product_codes,
      area: assistantPassages.area,
    })
    .from(assistantPassages)
    .where(eq(assistantPassages.producer_id, producerId));
}

export type StoredPassage = Awaited<ReturnType<typeof storedPassages>>[number];

/** Inserts new passages and rewrites changed ones by (producer, kind, source, part); a rewrite drops its embedding. */
export async function upsertPassages(db: Database, drafts: readonly PassageDraft[]): Promise<void> {
  for (const chunk of chunks(drafts)) {
    await db
      .insert(assistantPassages)
      .values(chunk.map((draft) => ({ ...draft, embedding: null, embedding_model: null })))
      .onConflictDoUpdate({
        target: [
          assistantPassages.producer_id,
          assistantPassages.kind,
          assistantPassages.source_id,
          assistantPassages.part,
        ],
        set: {
          course_id: sql`excluded.course_id`,
          module_id: sql`excluded.module_id`,
          lesson_id: sql`excluded.lesson_id`,
          page: sql`excluded.page`,
          seconds: sql`excluded.seconds`,
          title: sql`excluded.title`,
          body: sql`excluded.body`,
          product_codes: sql`excluded.product_codes`,
          area: sql`excluded.area`,
          content_hash: sql`excluded.content_hash`,
          embedding: null,
          embedding_model: null,
          updated_at: sql`now()`,
        },
      });
  }
}

/** A passage whose text is unchanged but whose readers changed (a course sold under other products). */
export async function updatePassageAccess(
  db: Database,
  id: number,
  access: Pick<PassageDraft, 'product_codes' | 'area'>,
): Promise<void> {
  await db
    .update(assistantPassages)
    .set({ product_codes: access.product_codes, area: access.area, updated_at: sql`now()` })
    .where(eq(assistantPassages.id, id));
}

export async function deletePassages(db: Database, producerId: string, ids: readonly number[]): Promise<void> {
  for (const chunk of chunks(ids)) {
    await db
      .delete(assistantPassages)
      .where(and(eq(assistantPassages.producer_id, producerId), inArray(assistantPassages.id, chunk)));
  }
}

/** The next passages (by id, after `afterId`) with no embedding of `model`. */
export function passagesToEmbed(db: Database, producerId: string, model: string, afterId: number, limit: number) {
  return db
    .select({
      id: assistantPassages.id,
      title: assistantPassages.title,
      body: assistantPassages.body,
      content_hash: assistantPassages.content_hash,
    })
    .from(assistantPassages)
    .where(
      and(
        eq(assistantPassages.producer_id, producerId),
        gt(assistantPassages.id, afterId),
        or(
          isNull(assistantPassages.embedding),
          isNull(assistantPassages.embedding_model),
          ne(assistantPassages.embedding_model, model),
        ),
      ),
    )
    .orderBy(asc(assistantPassages.id))
    .limit(limit);
}

/** Stores a passage's vector unless its text changed meanwhile (then the next run embeds the new text). */
export async function storeEmbedding(
  db: Database,
  passage: { id: number; content_hash: string },
  embedding: number[],
  model: string,
): Promise<void> {
  await db
    .update(assistantPassages)
    .set({ embedding, embedding_model: model })
    .where(and(eq(assistantPassages.id, passage.id), eq(assistantPassages.content_hash, passage.content_hash)));
}

/** Passages per kind, and how many of them carry an embedding. */
export function passageCounts(db: Database, producerId: string) {
  return db
    .select({
      kind: assistantPassages.kind,
      passages: count(),
      embedded: count(sql`case when ${isNotNull(assistantPassages.embedding)} then 1 end`),
    })
    .from(assistantPassages)
    .where(eq(assistantPassages.producer_id, producerId))
    .groupBy(assistantPassages.kind);
}
