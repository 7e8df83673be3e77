import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { taskCompletions } from '../../../db/schema/index.ts';
import { forgetLearnerState } from '../learner.cache.ts';

/** Marks a lesson task completed for the learner (idempotent), or clears it. */
export async function setTaskCompleted(db: Database, userId: string, taskId: number, completed: boolean): Promise<{ id: number; completed: boolean }> {
  if (completed) {
    await db.insert(taskCompletions).values({ user_id: userId, task_id: taskId }).onConflictDoNothing();
  } else {
    await db.delete(taskCompletions).where(and(eq(taskCompletions.user_id, userId), eq(taskCompletions.task_id, taskId)));
  }
  forgetLearnerState(db, userId);
  return { id: taskId, completed };
}
