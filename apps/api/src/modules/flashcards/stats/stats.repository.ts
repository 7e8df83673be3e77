import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import type { Learner } from '../../../plugins/learner.ts';

/** The study day's number of a timestamptz, as study-day.ts studyDayNumber (São Paulo, UTC−3). */
export const studyDaySql = (at: SQL) => sql`floor((extract(epoch from ${at}) - 10800) / 86400)::int`;

/** Reviews per study day (undone ones left out), every day the learner reviewed anything, the latest first. */
export async function selectReviewDays(db: Database, userId: string): Promise<{ day: number; reviews: number }[]> {
  const rows = await rawRows<{ day: number; reviews: number }>(
    db,
    sql`select ${studyDaySql(sql`r.reviewed_at`)} as day, count(*)::int as reviews from memory_reviews r
        where r.user_id = ${userId} and r.undone_at is null group by 1 order by 1 desc`,
  );
  return rows.map((row) => ({ day: Number(row.day), reviews: Number(row.reviews) }));
}

/**
 * Items due per study day before `until` (overdue ones on `today`), cards and questions apart; only live items
 * (a question removed from the notebook or resolved is not due).
 */
export async function selectForecast(
  db: Database,
  learner: Learner,
  today: number,
  until: Date,
): Promise<{ day: number; cards: number; questions: number }[]> {
  const rows = await rawRows<{ day: number; cards: number; questions: number }>(
    db,
    sql`select greatest(${studyDaySql(sql`m.due`)}, ${today}::int) as day,
          count(*) filter (where m.question_id is null)::int as cards,
          count(*) filter (where m.question_id is not null)::int as questions
        from memory_items m
        where m.user_id = ${learner.userId} and m.producer_id = ${learner.producerId}
          and m.removed_at is null and m.resolved_at is null and m.due < ${until.toISOString()}::timestamptz
        group by 1`,
  );
  return rows.map((row) => ({ day: Number(row.day), cards: Number(row.cards), questions: Number(row.questions) }));
}

/**
 * Reviews since `since` of items already learned (state before: 2 Review), undone ones left out, per the item's
 * subject: how many, and how many were not Again (rating 1).
 */
export async function selectRetention(
  db: Database,
  learner: Learner,
  since: Date,
): Promise<{ category_id: number | null; reviews: number; kept: number }[]> {
  const rows = await rawRows<{ category_id: number | null; reviews: number; kept: number }>(
    db,
    sql`select m.category_id, count(*)::int as reviews, count(*) filter (where r.rating <> 1)::int as kept
        from memory_reviews r join memory_items m on m.id = r.item_id
        where r.user_id = ${learner.userId} and m.producer_id = ${learner.producerId} and r.undone_at is null
          and r.state_before = 2 and r.reviewed_at >= ${since.toISOString()}::timestamptz
        group by m.category_id`,
  );
  return rows.map((row) => ({
    category_id: row.category_id === null ? null : Number(row.category_id),
    reviews: Number(row.reviews),
    kept: Number(row.kept),
  }));
}
