import type { Database } from '../../../db/database.ts';
import { studyDayKey, studyDayStart } from '../../flashcards/study-day.ts';
import { syncActivityEvidence } from '../evidence/sync-activity-evidence.ts';
import { replanPlan } from '../plan-replan.ts';
import { selectPlansToReplan, type PlanToReplan } from './nightly.repository.ts';

/** Plans re-planned per run (the job runs hourly; a night has six runs). */
export const nightlyBatchSize = 200;
/** São Paulo hours when the job works: from midnight to before 6 a.m. */
const nightHours = { from: 0, to: 5 };
const hourMs = 3_600_000;

export interface NightlyLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface NightlyResult {
  replanned: number;
  failed: number;
}

/** The São Paulo hour (0–23) of `at` (UTC−3 all year, like the study days). */
export function saoPauloHour(at: Date): number {
  return Math.floor((at.getTime() - studyDayStart(at).getTime()) / hourMs);
}

/** What a plan's night does: tick the work done, then re-plan (once per study day). */
async function replanOne(db: Database, plan: PlanToReplan, at: Date): Promise<void> {
  await syncActivityEvidence(db, { producerId: plan.producerId, userId: plan.userId }, plan.id, at);
  await replanPlan(db, plan, at, { onlyOnNewDay: true });
}

/**
 * The nightly re-plan (issue 16): between midnight and 6 a.m. São Paulo, the active plans not re-planned today yet
 * (200 per run) tick the work their learners did and re-plan, each on its own, so a learner's first visit finds the
 * plan ready. A plan that fails is logged and skipped (the learner's visit re-plans it). Outside the night, nothing.
 */
export async function runNightlyReplan(
  db: Database,
  at: Date,
  log: NightlyLog,
  replanPlanAt: typeof replanOne = replanOne,
): Promise<NightlyResult> {
  const hour = saoPauloHour(at);
  if (hour < nightHours.from || hour > nightHours.to) return { replanned: 0, failed: 0 };
  const plans = await selectPlansToReplan(db, studyDayKey(at), nightlyBatchSize);
  const result: NightlyResult = { replanned: 0, failed: 0 };
  for (const plan of plans) {
    try {
      await replanPlanAt(db, plan, at);
      result.replanned += 1;
    } catch (error) {
      result.failed += 1;
      log.warn({ err: error, planId: plan.id }, 'nightly re-plan failed; the plan is skipped');
    }
  }
  if (plans.length > 0) log.info({ ...result }, 'nightly re-plan done');
  return result;
}
