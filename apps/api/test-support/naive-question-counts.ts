import type { QuestionCounts, QuestionStatusFilter } from '@members/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import type { FacetFilter } from '../src/modules/questions/facets/facet-counts.ts';

/**
 * The same counts as facetCounts, computed in plain SQL on every call (joins and EXISTS over the links and the
 * categories' paths, no index in memory): the benchmark's baseline, and the reference the index is tested
 * against. `q` is the question, `s` the learner's state of it.
 */

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The question is under one of the ticked nodes (a node's subtree included: its id is on the linked node's path). */
const underAny = (ids: readonly number[]) =>
  sql`exists (select 1 from question_category_links l join question_categories c on c.id = l.category_id
              where l.question_id = q.id and c.path && ${intArray(ids)})`;

const statusCondition: Record<QuestionStatusFilter, SQL> = {
  not_answered: sql`coalesce(s.answered_count, 0) = 0`,
  answered_wrong: sql`coalesce(s.answered_count, 0) > 0 and s.last_correct = false`,
  marked: sql`coalesce(s.marked, false)`,
};

const anyOf = (conditions: readonly SQL[]) =>
  conditions.length ? sql`(${sql.join([...conditions], sql` or `)})` : sql`true`;
const allOf = (conditions: readonly SQL[]) =>
  conditions.length ? sql`(${sql.join([...conditions], sql` and `)})` : sql`true`;

/** The producer's ticked categories by type (unknown and foreign ids dropped). */
async function tickedByType(db: Database, producerId: string, ids: readonly number[]): Promise<Map<number, number[]>> {
  const byType = new Map<number, number[]>();
  if (ids.length === 0) return byType;
  const rows = await rawRows<{ id: number; type: number }>(
    db,
    sql`select id, type from question_categories where producer_id = ${producerId} and id = any(${intArray(ids)})`,
  );
  for (const row of rows) byType.set(Number(row.type), [...(byType.get(Number(row.type)) ?? []), Number(row.id)]);
  return byType;
}

export async function naiveQuestionCounts(
  db: Database,
  producerId: string,
  userId: string,
  filter: FacetFilter,
): Promise<QuestionCounts> {
  const ticked = await tickedByType(db, producerId, filter.categories);
  const status = anyOf([...new Set(filter.status)].map((name) => statusCondition[name]));
  const categoryMatch = allOf([...ticked.values()].map(underAny));
  // Under a node, only the ticks of the other types apply.
  const otherTypesMatch = allOf([...ticked].map(([type, ids]) => sql`(a.type = ${type} or ${underAny(ids)})`));
  const from = sql`from questions q left join question_learner_state s on s.user_id = ${userId} and s.question_id = q.id`;
  // Questions of simulados that have not closed are held back from the bank (open-simulado-questions.ts).
  const published = sql`q.producer_id = ${producerId} and q.status = 'published'
    and not exists (select 1 from simulados sm where sm.producer_id = ${producerId} and sm.closes_at > now() and q.id = any(sm.question_ids))`;
  const [totals, perCategory, all] = await Promise.all([
    rawRows<{ total: number; not_answered: number; answered_wrong: number; marked: number }>(
      db,
      sql`select count(*) filter (where ${status})::int as total,
                 count(*) filter (where ${statusCondition.not_answered})::int as not_answered,
                 count(*) filter (where ${statusCondition.answered_wrong})::int as answered_wrong,
                 count(*) filter (where ${statusCondition.marked})::int as marked
          ${from} where ${published} and ${categoryMatch}`,
    ),
    rawRows<{ id: number; n: number }>(
      db,
      sql`select a.id, count(distinct q.id)::int as n
          ${from}
          join question_category_links ql on ql.question_id = q.id
          join question_categories qc on qc.id = ql.category_id
          cross join lateral unnest(qc.path) as anc(id)
          join question_categories a on a.id = anc.id
          where ${published} and ${status} and ${otherTypesMatch}
          group by a.id`,
    ),
    rawRows<{ id: number }>(
      db,
      sql`select id from question_categories where producer_id = ${producerId} order by type, position, id`,
    ),
  ]);
  const counted = new Map(perCategory.map((row) => [Number(row.id), Number(row.n)]));
  const row = totals[0];
  return {
    total: Number(row?.total ?? 0),
    categories: Object.fromEntries(all.map(({ id }) => [String(id), counted.get(Number(id)) ?? 0])),
    status: {
      not_answered: Number(row?.not_answered ?? 0),
      answered_wrong: Number(row?.answered_wrong ?? 0),
      marked: Number(row?.marked ?? 0),
    },
  };
}
