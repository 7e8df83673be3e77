import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import type { Learner } from '../../../plugins/learner.ts';

/**
 * Up to `perArea` published questions of each grande área (the root of a linked subject's path), questions the
 * learner never answered first, then in an order fixed by `seed` (the same seed, the same draw); `held` ids (the
 * questions of simulados not yet closed) are never drawn.
 */
export async function selectDiagnosticCandidates(
  db: Database,
  learner: Learner,
  seed: string,
  perArea: number,
  held: readonly number[],
): Promise<{ area_id: number; question_id: number }[]> {
  const rows = await rawRows<{ area_id: number; question_id: number }>(
    db,
    sql`select r.area_id, r.question_id from (
          select u.area_id, u.question_id, row_number() over (partition by u.area_id
            order by coalesce(s.answered_count, 0) > 0, md5(${seed} || ':' || u.question_id::text)) as rank
          from (select distinct c.path[1] as area_id, q.id as question_id
                from questions q
                join question_category_links l on l.question_id = q.id
                join question_categories c on c.id = l.category_id and c.type = 7 and c.producer_id = ${learner.producerId}
                where q.producer_id = ${learner.producerId} and q.status = 'published'
                  and q.id <> all(${`{${held.map((id) => Math.trunc(id)).join(',')}}`}::int[])) u
          left join question_learner_state s on s.user_id = ${learner.userId} and s.question_id = u.question_id) r
        where r.rank <= ${perArea} order by r.area_id, r.rank`,
  );
  return rows.map((row) => ({ area_id: Number(row.area_id), question_id: Number(row.question_id) }));
}
