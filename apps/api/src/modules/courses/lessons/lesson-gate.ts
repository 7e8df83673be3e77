import type { Database } from '../../../db/database.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import {
  canOpenLesson,
  courseAccess,
  lessonLockedError,
  loadLearnerAccess,
  type CourseAccess,
} from '../course-access.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { lessonGateRows, taskGateRows } from './lessons.repository.ts';
import { cachedPurchaseLinks } from '../content.cache.ts';
import { coursePurchaseUrl } from '../purchase-links.ts';

/** A lesson the learner may open, with its course and the access that opens it (null: a free preview). */
export interface OpenedLesson {
  lesson: { id: number; module_id: number; video_duration: number; free_preview: boolean };
  course: { id: string; kind: 'courses' | 'movie' | 'tv'; purchase_url: string | null };
  access: CourseAccess | null;
}

type GateRow = { lesson: OpenedLesson['lesson']; course: OpenedLesson['course'] & { product_codes: string[] } };

async function gate(db: Database, learner: Learner, rows: Promise<GateRow[]>, missing: string): Promise<OpenedLesson> {
  const [found, learnerAccess] = await Promise.all([rows, loadLearnerAccess(db, learner.producerId, learner.userId)]);
  const row = found[0];
  if (!row) throw notFoundError(missing);
  const access = courseAccess(learnerAccess, row.course.product_codes);
  if (!canOpenLesson(access, row.lesson)) {
    const links = await cachedPurchaseLinks(db, learner.producerId);
    throw lessonLockedError(coursePurchaseUrl(links, row.course.product_codes, row.course.purchase_url));
  }
  return { lesson: row.lesson, course: row.course, access };
}

/** The lesson of the session's producer; 404 when missing or another producer's, 403 when locked. */
export function openLesson(db: Database, learner: Learner, lessonId: number): Promise<OpenedLesson> {
  return gate(db, learner, lessonGateRows(db, learner.producerId, lessonId), 'No such lesson');
}

/** The lesson of a task, with the same rules as openLesson. */
export function openTaskLesson(db: Database, learner: Learner, taskId: number): Promise<OpenedLesson> {
  return gate(db, learner, taskGateRows(db, learner.producerId, taskId), 'No such task');
}
