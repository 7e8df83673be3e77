import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';

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
