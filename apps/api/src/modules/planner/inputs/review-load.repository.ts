import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { studyDaySql } from '../../flashcards/stats/stats.repository.ts';

/** Flashcards (a card of a note) apart from error-notebook items (a missed question or case option). */
const split = sql`count(*) filter (where m.flashcard_id is not null)::int as flashcards,
  count(*) filter (where m.question_id is not null or m.case_option_id is not null)::int as errors`;

/** When a study day begins (São Paulo midnight, UTC−3), as a timestamptz literal (so the indexes on times serve). */
const dayStart = (day: number) => sql`${new Date(day * 86_400_000 + 10_800_000).toISOString()}::timestamptz`;

export interface ReviewCounts {
  flashcards: number;
  errors: number;
}

/**
 * Live items due per study day from `firstDay` up to `untilDay` (exclusive), overdue ones on `firstDay`, as the
 * flashcards forecast counts them (stats.repository.ts selectForecast), flashcards and errors apart.
 */
export async function selectDueReviews(
  db: Database,
  learner: Learner,
  firstDay: number,
  untilDay: number,
): Promise<(ReviewCounts & { day: number })[]> {
  const rows = await rawRows<ReviewCounts & { day: number }>(
    db,
    sql`select greatest(${studyDaySql(sql`m.due`)}, ${firstDay}::int) as day, ${split}
        from memory_items m
        where m.user_id = ${learner.userId} and m.producer_id = ${learner.producerId}
          and m.removed_at is null and m.resolved_at is null and m.due < ${dayStart(untilDay)}
        group by 1`,
  );
  return rows.map((row) => ({ day: Number(row.day), flashcards: Number(row.flashcards), errors: Number(row.errors) }));
}

/** The learner's reviews (undone ones left out) on study days `fromDay` to `untilDay` (exclusive), split the same way. */
export async function selectReviewsDone(
  db: Database,
  learner: Learner,
  fromDay: number,
  untilDay: number,
): Promise<ReviewCounts> {
  const [row] = await rawRows<ReviewCounts>(
    db,
    sql`select ${split}
        from memory_reviews r join memory_items m on m.id = r.item_id
        where r.user_id = ${learner.userId} and m.producer_id = ${learner.producerId} and r.undone_at is null
          and r.reviewed_at >= ${dayStart(fromDay)} and r.reviewed_at < ${dayStart(untilDay)}`,
  );
  return { flashcards: Number(row?.flashcards ?? 0), errors: Number(row?.errors ?? 0) };
}
