import type { z } from 'zod';
import type { planHistorySchema } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { cachedCategoryCatalog } from '../questions/bank.cache.ts';
import { pathRefs } from '../questions/category-catalog.ts';
import { listPlans } from './plans.repository.ts';

/** GET /api/planner/plans: the learner's plans, newest first (the active one and the history). */
export async function readPlanHistory(db: Database, learner: Learner): Promise<z.infer<typeof planHistorySchema>> {
  const [rows, catalog] = await Promise.all([listPlans(db, learner), cachedCategoryCatalog(db, learner.producerId)]);
  return {
    plans: rows.map(({ plan, activities, done }) => ({
      id: plan.id,
      status: plan.status,
      created_at: plan.created_at.toISOString(),
      archived_at: plan.archived_at?.toISOString() ?? null,
      start_date: plan.start_date,
      exam_date: plan.exam_date,
      institutions: pathRefs(catalog, plan.institution_ids),
      activities,
      done,
    })),
  };
}
