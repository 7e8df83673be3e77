import type { FlashcardStats } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import type { CategoryCatalog } from '../../questions/category-catalog.ts';
import { studyDayNumber, studyDayStart } from '../study-day.ts';
import { selectForecast, selectRetention, selectReviewDays } from './stats.repository.ts';
import { dayKey, daysStudiedIn, streakOf } from './study-days.ts';

export const forecastDays = 30;
export const heatmapDays = 365;
export const retentionDays = 30;

type RetentionRow = Awaited<ReturnType<typeof selectRetention>>[number];

/** kept / reviews to three decimals, null without reviews. */
const share = (kept: number, reviews: number) => (reviews === 0 ? null : Math.round((kept / reviews) * 1000) / 1000);

/** Retention per top-level subject (every one of the tree, in its order) and over everything. */
function retentionOf(rows: readonly RetentionRow[], catalog: CategoryCatalog) {
  const bySubject = new Map<number, { reviews: number; kept: number }>();
  const tops = catalog.rows.filter((row) => row.type === 7 && row.parent_id === null);
  for (const top of tops) bySubject.set(top.id, { reviews: 0, kept: 0 });
  let reviews = 0;
  let kept = 0;
  for (const row of rows) {
    reviews += row.reviews;
    kept += row.kept;
    const top = row.category_id === null ? undefined : catalog.byId.get(row.category_id)?.path[0];
    const sum = top === undefined ? undefined : bySubject.get(top);
    if (sum) {
      sum.reviews += row.reviews;
      sum.kept += row.kept;
    }
  }
  return {
    retention: tops.map((top) => {
      const sum = bySubject.get(top.id) ?? { reviews: 0, kept: 0 };
      return { subject: { id: top.id, desc: top.desc }, retention: share(sum.kept, sum.reviews), reviews: sum.reviews };
    }),
    true_retention: { retention: share(kept, reviews), reviews },
  };
}

/**
 * GET /api/flashcards/stats: the next 30 days' due items (overdue ones today), reviews per day over the last
 * 365, the retention of the last 30 days (reviews of items in Review state that were not Again), the streak.
 */
export async function flashcardStats(db: Database, learner: Learner, at: Date): Promise<FlashcardStats> {
  const today = studyDayNumber(at);
  const [days, forecastRows, retentionRows, catalog] = await Promise.all([
    selectReviewDays(db, learner.userId),
    selectForecast(db, learner, today, studyDayStart(at, forecastDays)),
    selectRetention(db, learner, studyDayStart(at, 1 - retentionDays)),
    cachedCategoryCatalog(db, learner.producerId),
  ]);
  const studied = new Set(days.map((row) => row.day));
  const due = new Map(forecastRows.map((row) => [row.day, row]));
  return {
    forecast: Array.from({ length: forecastDays }, (_, index) => {
      const row = due.get(today + index);
      return { date: dayKey(today + index), cards: row?.cards ?? 0, questions: row?.questions ?? 0 };
    }),
    heatmap: days
      .filter((row) => row.day <= today && row.day > today - heatmapDays)
      .reverse()
      .map((row) => ({ date: dayKey(row.day), reviews: row.reviews })),
    ...retentionOf(retentionRows, catalog),
    streak: streakOf(studied, today),
    days_studied_30: daysStudiedIn(studied, today, 30),
  };
}
