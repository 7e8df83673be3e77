import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { forgetLearnerState } from '../learner.cache.ts';
import { openTaskLesson } from './lesson-gate.ts';
import { writeTaskCompletion } from './lessons.repository.ts';

/** Marks a task of a lesson the learner may open (else 404/403) completed (idempotent), or clears it. */
export async function setTaskCompleted(
  db: Database,
  learner: Learner,
  taskId: number,
  completed: boolean,
): Promise<{ id: number; completed: boolean }> {
  await openTaskLesson(db, learner, taskId);
  await writeTaskCompletion(db, learner.userId, taskId, completed);
  forgetLearnerState(db, learner.userId);
  return { id: taskId, completed };
}
