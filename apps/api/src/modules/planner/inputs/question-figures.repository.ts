import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/** An int[] parameter (ids are integers: the literal cannot carry anything else). */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** A grande área's published questions: all, those of the target institutions, those the learner never answered. */
export interface AreaQuestionRow {
  area_id: number;
  questions: number;
  target: number;
  unanswered: number;
}

/**
 * Per grande área (the root of a linked subject's path), the producer's published questions under it; a question
 * linked under two áreas counts in both. `target`: linked to one of `institutionIds` (type-1 categories);
 * `unanswered`: never answered by the learner and not `held` (by a simulado not yet closed: practice cannot draw it).
 */
export async function selectAreaQuestionRows(
  db: Database,
  producerId: string,
  userId: string,
  institutionIds: readonly number[],
  held: readonly number[],
): Promise<AreaQuestionRow[]> {
  const rows = await rawRows<AreaQuestionRow>(
    db,
    sql`with under_area as (
          select distinct c.path[1] as area_id, q.id as question_id
          from questions q
          join question_category_links l on l.question_id = q.id
          join question_categories c on c.id = l.category_id and c.type = 7 and c.producer_id = ${producerId}
          where q.producer_id = ${producerId} and q.status = 'published')
        select u.area_id, count(*)::int as questions,
          count(*) filter (where exists (select 1 from question_category_links il
            join question_categories ic on ic.id = il.category_id
            where il.question_id = u.question_id and ic.type = 1 and ic.producer_id = ${producerId}
              and ic.id = any(${intArray(institutionIds)}::int[])))::int as target,
          count(*) filter (where u.question_id <> all(${intArray(held)}::int[]) and not exists (select 1 from question_learner_state s
            where s.user_id = ${userId} and s.question_id = u.question_id and s.answered_count > 0))::int as unanswered
        from under_area u group by 1`,
  );
  return rows.map((row) => ({
    area_id: Number(row.area_id),
    questions: Number(row.questions),
    target: Number(row.target),
    unanswered: Number(row.unanswered),
  }));
}

/** How many published questions of the producer are linked to one of `institutionIds`. */
export async function selectTargetQuestionCount(
  db: Database,
  producerId: string,
  institutionIds: readonly number[],
): Promise<number> {
  const [row] = await rawRows<{ count: number }>(
    db,
    sql`select count(distinct q.id)::int as count
        from questions q
        join question_category_links l on l.question_id = q.id
        join question_categories c on c.id = l.category_id and c.type = 1 and c.producer_id = ${producerId}
        where q.producer_id = ${producerId} and q.status = 'published' and c.id = any(${intArray(institutionIds)}::int[])`,
  );
  return Number(row?.count ?? 0);
}

/** Per institution category (type 1) of the producer: its published questions. */
export async function selectInstitutionQuestionCounts(
  db: Database,
  producerId: string,
): Promise<{ id: number; questions: number }[]> {
  const rows = await rawRows<{ id: number; questions: number }>(
    db,
    sql`select c.id, count(q.id)::int as questions
        from question_categories c
        left join question_category_links l on l.category_id = c.id
        left join questions q on q.id = l.question_id and q.status = 'published' and q.producer_id = ${producerId}
        where c.producer_id = ${producerId} and c.type = 1
        group by c.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), questions: Number(row.questions) }));
}

/**
 * The learner's first answer to each question, per grande área of the question's deepest subject (as the
 * performance page groups them); an annulled question counts as right.
 */
export async function selectFirstAnswerTallies(
  db: Database,
  producerId: string,
  userId: string,
): Promise<{ area_id: number; answered: number; correct: number }[]> {
  const rows = await rawRows<{ area_id: number; answered: number; correct: number }>(
    db,
    sql`select subject.path[1] as area_id, count(*)::int as answered,
          count(*) filter (where f.correct or q.status = 'annulled')::int as correct
        from (select distinct on (a.question_id) a.question_id, a.correct from question_answers a
              where a.user_id = ${userId} and a.producer_id = ${producerId}
              order by a.question_id, a.answered_at, a.id) f
        join questions q on q.id = f.question_id
        join lateral (select c.path from question_category_links l join question_categories c on c.id = l.category_id
                      where l.question_id = f.question_id and c.type = 7
                      order by cardinality(c.path) desc, c.id limit 1) subject on true
        group by 1`,
  );
  return rows.map((row) => ({
    area_id: Number(row.area_id),
    answered: Number(row.answered),
    correct: Number(row.correct),
  }));
}
