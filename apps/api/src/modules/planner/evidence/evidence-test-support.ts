import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { firstOrThrow } from '../../../db/first-or-throw.ts';
import { studyPlanActivities, studyPlans } from '../../../db/schema/index.ts';
import type { TestLearner } from '../../courses/course-test-support.ts';

/** Helpers of the evidence tests (not a test file): a plan written directly, its activities read back. */

export interface ActivityInput {
  date: string;
  kind: 'lesson' | 'questions' | 'flashcards' | 'errors' | 'case' | 'simulado' | 'review';
  target: Record<string, unknown>;
  status?: 'pending' | 'done' | 'skipped';
  practiceSessionId?: number;
}

/**
 * An active plan of the learner from `start` to `exam`, made at `createdAt`, with the given activities; the
 * learner's former active plan becomes history.
 */
export async function insertPlan(
  db: Database,
  learner: TestLearner,
  activities: ActivityInput[],
  options: { start?: string; exam?: string; createdAt?: Date } = {},
): Promise<number> {
  await db
    .update(studyPlans)
    .set({ status: 'archived', archived_at: new Date() })
    .where(and(eq(studyPlans.user_id, learner.user.id), eq(studyPlans.status, 'active')));
  const plan = firstOrThrow(
    await db
      .insert(studyPlans)
      .values({
        producer_id: learner.user.producer_id,
        user_id: learner.user.id,
        start_date: options.start ?? '2020-01-01',
        exam_date: options.exam ?? '2099-01-01',
        institution_ids: [],
        weekday_minutes: [60, 60, 60, 60, 60, 60, 60],
        include: { course_ids: [], questions: true, flashcards: true, cases: true, simulados: true },
        created_at: options.createdAt ?? new Date(Date.now() - 60_000),
      })
      .returning({ id: studyPlans.id }),
    'plan insert',
  );
  for (const [position, activity] of activities.entries()) {
    await db.insert(studyPlanActivities).values({
      plan_id: plan.id,
      date: activity.date,
      position,
      kind: activity.kind,
      unit_key: `${activity.kind}:${position}`,
      title: `Atividade ${position}`,
      minutes: 30,
      target: activity.target,
      status: activity.status ?? 'pending',
      done_by: activity.status === 'done' ? 'manual' : null,
      practice_session_id: activity.practiceSessionId ?? null,
    });
  }
  return plan.id;
}

/** The plan's activities in order: status, who ticked them and when. */
export async function activitiesOf(db: Database, planId: number) {
  return db
    .select({
      status: studyPlanActivities.status,
      done_by: studyPlanActivities.done_by,
      done_at: studyPlanActivities.done_at,
    })
    .from(studyPlanActivities)
    .where(eq(studyPlanActivities.plan_id, planId))
    .orderBy(studyPlanActivities.position);
}
