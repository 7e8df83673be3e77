import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/** Days of over_time are calendar days where the learners live. */
const performanceTimeZone = 'America/Sao_Paulo';

export interface Tally {
  answered: number;
  correct: number;
}

const mine = (producerId: string, userId: string) => sql`a.user_id = ${userId} and a.producer_id = ${producerId}`;
// An annulled question counts every answer as correct, even one given before it was annulled.
const correct = sql`count(*) filter (where a.correct or q.status = 'annulled')::int as correct`;
const answers = sql`question_answers a join questions q on q.id = a.question_id`;
const zone = sql.raw(`'${performanceTimeZone}'`);
const day = sql`(a.answered_at at time zone ${zone})::date`;

/** The learner's answers and correct ones over all time. */
export async function selectPerformanceTotals(db: Database, producerId: string, userId: string): Promise<Tally | null> {
  const [row] = await rawRows<Tally>(
    db,
    sql`select count(*)::int as answered, ${correct} from ${answers} where ${mine(producerId, userId)}`,
  );
  return row ?? null;
}

/** Per root of each answered question's deepest subject (questions without one are left out). */
export function selectPerformanceBySubjectRoot(
  db: Database,
  producerId: string,
  userId: string,
): Promise<(Tally & { root: number })[]> {
  return rawRows<Tally & { root: number }>(
    db,
    sql`select subject.path[1] as root, count(*)::int as answered, ${correct}
        from ${answers}
        join lateral (select c.path from question_category_links l join question_categories c on c.id = l.category_id
                      where l.question_id = a.question_id and c.type = 7 order by cardinality(c.path) desc, c.id limit 1) subject on true
        where ${mine(producerId, userId)} group by 1`,
  );
}

/** Per calendar day (in performanceTimeZone) of the last `days` days, today included, in date order. */
export function selectPerformanceByDay(
  db: Database,
  producerId: string,
  userId: string,
  days: number,
): Promise<(Tally & { date: string })[]> {
  return rawRows<Tally & { date: string }>(
    db,
    sql`select to_char(${day}, 'YYYY-MM-DD') as date, count(*)::int as answered, ${correct}
        from ${answers}
        where ${mine(producerId, userId)} and ${day} > (now() at time zone ${zone})::date - ${days}::int
        group by 1 order by 1`,
  );
}
