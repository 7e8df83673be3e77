import type { ActivityTarget } from '@members/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Learner } from '../../plugins/learner.ts';
import { createPracticeSession } from '../questions/practice/practice-sessions.ts';
import { claimPracticeSession, deleteUnusedPracticeSession } from './plan-activities.repository.ts';
import { ownActivity } from './activity-update.ts';
import { activityNotStartableError, planArchivedError } from './planner.errors.ts';

type QuestionsTarget = Extract<ActivityTarget, { type: 'questions' }>;

const isFilterEmpty = (error: unknown) => error instanceof AppError && error.code === 'questions.filter_empty';

/**
 * Draws the session of a question activity: the subject (and the target institutions) as categories, questions
 * the learner has not answered first; when none is left, the subject's questions answered before. None at all: the
 * questions module's 422 questions.filter_empty.
 */
async function drawSession(db: Database, learner: Learner, target: QuestionsTarget): Promise<number> {
  const categories = [...(target.subject ? [target.subject.id] : []), ...target.institution_ids];
  const size = Math.min(Math.max(target.count, 1), 100);
  try {
    return (await createPracticeSession(db, learner, { categories, status: ['not_answered'] }, size)).id;
  } catch (error) {
    if (!isFilterEmpty(error)) throw error;
    return (await createPracticeSession(db, learner, { categories, status: [] }, size)).id;
  }
}

/**
 * POST /api/planner/plans/:id/activities/:activityId/start: the practice session of a question activity (a
 * subject's session, a review, a simulado livre), made once and then the same one. Other kinds: 422
 * planner.activity_not_startable; an archived plan: 409.
 */
export async function startActivity(
  db: Database,
  learner: Learner,
  ids: { id: number; activityId: number },
): Promise<{ practice_session_id: number }> {
  const { plan, activity } = await ownActivity(db, learner, ids.id, ids.activityId);
  // The stored target is the contract's target without its live fields (engine-types.ts WorkUnit.target).
  const target = activity.target as ActivityTarget;
  if (target.type !== 'questions') throw activityNotStartableError();
  if (activity.practice_session_id !== null) return { practice_session_id: activity.practice_session_id };
  if (plan.status !== 'active') throw planArchivedError();
  const sessionId = await drawSession(db, learner, target);
  const claimed = await claimPracticeSession(db, activity.id, sessionId);
  if (claimed) return { practice_session_id: sessionId };
  // A concurrent start saved its session first: that one is the activity's; this one was never shown.
  await deleteUnusedPracticeSession(db, learner, sessionId);
  const { activity: current } = await ownActivity(db, learner, ids.id, ids.activityId);
  if (current.practice_session_id === null) throw activityNotStartableError();
  return { practice_session_id: current.practice_session_id };
}
