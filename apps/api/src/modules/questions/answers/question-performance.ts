import type { Performance } from '@members/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCategoryCatalog } from '../bank.cache.ts';

/** Days of over_time are calendar days where the learners live. */
export const performanceTimeZone = 'America/Sao_Paulo';

interface Tally {
  answered: number;
  correct: number;
}

/**
 * The learner's performance over all their answers: totals, per grande área (the root of the question's deepest
 * subject; questions without one count only in the totals), and per day over the last `days` days (today included).
 */
export async function questionPerformance(db: Database, learner: Learner, days: number): Promise<Performance> {
  const mine = sql`a.user_id = ${learner.userId} and a.producer_id = ${learner.producerId}`;
  // An annulled question counts every answer as correct, even one given before it was annulled.
  const correct = sql`count(*) filter (where a.correct or q.status = 'annulled')::int as correct`;
  const answers = sql`question_answers a join questions q on q.id = a.question_id`;
  const zone = sql.raw(`'${performanceTimeZone}'`);
  const day = sql`(a.answered_at at time zone ${zone})::date`;
  const [totals, bySubject, overTime, catalog] = await Promise.all([
    rawRows<Tally>(db, sql`select count(*)::int as answered, ${correct} from ${answers} where ${mine}`),
    rawRows<Tally & { root: number }>(
      db,
      sql`select subject.path[1] as root, count(*)::int as answered, ${correct}
          from ${answers}
          join lateral (select c.path from question_category_links l join question_categories c on c.id = l.category_id
                        where l.question_id = a.question_id and c.type = 7 order by cardinality(c.path) desc, c.id limit 1) subject on true
          where ${mine} group by 1`,
    ),
    rawRows<Tally & { date: string }>(
      db,
      sql`select to_char(${day}, 'YYYY-MM-DD') as date, count(*)::int as answered, ${correct}
          from ${answers}
          where ${mine} and ${day} > (now() at time zone ${zone})::date - ${days}::int
          group by 1 order by 1`,
    ),
    cachedCategoryCatalog(db, learner.producerId),
  ]);
  const byRoot = new Map(bySubject.map((row) => [Number(row.root), row]));
  return {
    answered: Number(totals[0]?.answered ?? 0),
    correct: Number(totals[0]?.correct ?? 0),
    by_subject: catalog.rows.flatMap((category) => {
      const tally = byRoot.get(category.id);
      return tally
        ? [{ id: category.id, desc: category.desc, answered: Number(tally.answered), correct: Number(tally.correct) }]
        : [];
    }),
    over_time: overTime.map((row) => ({
      date: row.date,
      answered: Number(row.answered),
      correct: Number(row.correct),
    })),
  };
}
