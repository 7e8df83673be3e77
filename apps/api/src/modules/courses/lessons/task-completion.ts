import type { Database } from '../../../db/database.ts';
import { forgetLearnerState } from '../learner.cache.ts';
import { writeTaskCompletion } from './lessons.repository.ts';

/** Marks a lesson task completed for the learner (idempotent), or clears it. */
export async function setTaskCompleted(
  db: Database,
  userId: string,
  taskId: number,
  completed: boolean,
): Promise<{ id: number; completed: boolean }> {
  await writeTaskCompletion(db, userId, taskId, completed);
  forgetLearnerState(db, userId);
  return { id: taskId, completed };
}
