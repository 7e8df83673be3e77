import type { Performance } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCategoryCatalog } from '../bank.cache.ts';
import {
  selectPerformanceByDay,
  selectPerformanceBySubjectRoot,
  selectPerformanceTotals,
} from './performance.repository.ts';

/**
 * The learner's performance over all their answers: totals, per grande área (the root of the question's deepest
 * subject; questions without one count only in the totals), and per day over the last `days` days (today included).
 */
export async function questionPerformance(db: Database, learner: Learner, days: number): Promise<Performance> {
  const { producerId, userId } = learner;
  const [totals, bySubject, overTime, catalog] = await Promise.all([
    selectPerformanceTotals(db, producerId, userId),
    selectPerformanceBySubjectRoot(db, producerId, userId),
    selectPerformanceByDay(db, producerId, userId, days),
    cachedCategoryCatalog(db, producerId),
  ]);
  const byRoot = new Map(bySubject.map((row) => [Number(row.root), row]));
  return {
    answered: Number(totals?.answered ?? 0),
    correct: Number(totals?.correct ?? 0),
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
