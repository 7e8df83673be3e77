import { and, arrayOverlaps, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { assistantPassages } from '../../../db/schema/index.ts';
import type { AssistantSourceKind } from '@members/contract';
import type { PassageScope } from '../assistant-types.ts';

const p = assistantPassages;

/** The query side, from words that are letters and digits only (question-terms.ts): never the learner's syntax. */
const tsQuery = (query: string) => sql`to_tsquery('portuguese', immutable_unaccent(${query}))`;

/**
 * What the learner may read: the producer's passages open to everyone (no product codes) or to one of their
 * products, outside the gated areas or in one open to them. Every read below starts from it.
 */
function inScope(scope: PassageScope): SQL {
  const products =
    scope.openProductCodes.length > 0 ? arrayOverlaps(p.product_codes, [...scope.openProductCodes]) : undefined;
  const areas = scope.openAreas.length > 0 ? inArray(p.area, [...scope.openAreas]) : undefined;
  return and(
    eq(p.producer_id, scope.producerId),
    or(sql`cardinality(${p.product_codes}) = 0`, products),
    or(isNull(p.area), areas),
  ) as SQL;
}

/** A passage's place: enough to rank and to keep at most two per source. */
export interface PassageKey {
  id: number;
  kind: AssistantSourceKind;
  source_id: number;
  part: number;
  /** Where a transcript passage starts in the lesson's video (null: not spoken). */
  seconds: number | null;
}

/** A passage matching some of the terms: its full-text rank and which terms it holds ('1'/'0' per term). */
export interface TextMatchRow extends PassageKey {
  /** ts_rank_cd of the OR query, normalised to 0..1 (rank / (rank + 1)). */
  rank: number;
  /** One character per term, in order: '1' when the passage holds it. */
  hits: string;
  /** One character per term: '0' when the dictionary drops it (a Portuguese stop word): it can match nothing. */
  usable: string;
}

/**
 * The scoped passages that hold any of `terms` (the OR query over the stored tsvector, narrowed by its GIN index),
 * best ts_rank_cd first, at most `limit`; and how many passages the scope holds (the base of the terms' rarity).
 */
export async function matchTerms(
  db: Database,
  scope: PassageScope,
  terms: readonly string[],
  limit: number,
): Promise<{ rows: TextMatchRow[]; scopeSize: number }> {
  const orQuery = terms.join(' | ');
  const perTerm = (test: (query: SQL) => SQL) =>
    sql.join(
      terms.map((term) => sql`(${test(tsQuery(term))})::int::text`),
      sql` || `,
    );
  const rows = await rawRows<TextMatchRow & { scope_size: number | string }>(
    db,
    sql`select ${p.id} as id, ${p.kind} as kind, ${p.source_id} as source_id, ${p.part} as part,
               ${p.seconds} as seconds, ts_rank_cd(${p.search}, ${tsQuery(orQuery)}, 32)::float8 as rank,
               ${perTerm((query) => sql`${p.search} @@ ${query}`)} as hits,
               ${perTerm((query) => sql`numnode(${query}) > 0`)} as usable,
               (select count(*) from ${p} where ${inScope(scope)}) as scope_size
        from ${p}
        where ${inScope(scope)} and ${p.search} @@ ${tsQuery(orQuery)}
        order by rank desc, ${p.id} asc
        limit ${limit}`,
  );
  const scopeSize = rows.length > 0 ? Number(rows[0]?.scope_size) : 0;
  return {
    rows: rows.map(({ scope_size: _size, ...row }) => ({ ...row, id: Number(row.id), rank: Number(row.rank) })),
    scopeSize,
  };
}

/** The scoped passages of one source (the question's context), in their order. */
export async function sourcePassages(
  db: Database,
  scope: PassageScope,
  source: { kind: AssistantSourceKind; source_id: number },
): Promise<PassageKey[]> {
  return db
    .select({ id: p.id, kind: p.kind, source_id: p.source_id, part: p.part, seconds: p.seconds })
    .from(p)
    .where(and(inScope(scope), eq(p.kind, source.kind), eq(p.source_id, source.source_id)))
    .orderBy(p.part);
}

/** The scoped passages embedded by `model`, with their vectors (read into JavaScript: no pgvector here). */
export async function embeddedPassages(
  db: Database,
  scope: PassageScope,
  model: string,
): Promise<(PassageKey & { embedding: number[] })[]> {
  const rows = await db
    .select({
      id: p.id,
      kind: p.kind,
      source_id: p.source_id,
      part: p.part,
      seconds: p.seconds,
      embedding: p.embedding,
    })
    .from(p)
    .where(and(inScope(scope), eq(p.embedding_model, model), isNotNull(p.embedding)));
  return rows.flatMap((row) => (row.embedding ? [{ ...row, embedding: row.embedding }] : []));
}

/** The scoped passages among `ids`, with their address and text (the order is the caller's to restore). */
export async function passagesByIds(db: Database, scope: PassageScope, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: p.id,
      kind: p.kind,
      source_id: p.source_id,
      part: p.part,
      course_id: p.course_id,
      module_id: p.module_id,
      lesson_id: p.lesson_id,
      page: p.page,
      seconds: p.seconds,
      title: p.title,
      body: p.body,
    })
    .from(p)
    .where(and(inScope(scope), inArray(p.id, [...ids])));
}
