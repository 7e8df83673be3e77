import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { courses, lessons, lessonTasks } from '../../../db/schema/index.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import { canOpenLesson, courseAccess, lessonLockedError, loadLearnerAccess, type CourseAccess } from '../course-access.ts';
import type { Learner } from '../../../plugins/learner.ts';

/** A lesson the learner may open, with its course and the access that opens it (null: a free preview). */
export interface OpenedLesson {
  lesson: { id: number; module_id: number; video_duration: number; free_preview: boolean };
  course: { id: string; kind: 'courses' | 'movie' | 'tv'; purchase_url: string | null };
  access: CourseAccess | null;
}

const gateColumns = {
  lesson: { id: lessons.id, module_id: lessons.module_id, video_duration: lessons.video_duration, free_preview: lessons.free_preview },
  course: { id: courses.id, kind: courses.kind, purchase_url: courses.purchase_url, product_codes: courses.product_codes },
};
type GateRow = { lesson: OpenedLesson['lesson']; course: OpenedLesson['course'] & { product_codes: string[] } };

async function gate(db: Database, learner: Learner, rows: Promise<GateRow[]>, missing: string): Promise<OpenedLesson> {
  const [found, learnerAccess] = await Promise.all([rows, loadLearnerAccess(db, learner.producerId, learner.userId)]);
  const row = found[0];
  if (!row) throw notFoundError(missing);
  const access = courseAccess(learnerAccess, row.course.product_codes);
  if (!canOpenLesson(access, row.lesson)) throw lessonLockedError(row.course.purchase_url);
  return { lesson: row.lesson, course: row.course, access };
}

/** The lesson of the session's producer; 404 when missing or another producer's, 403 when locked. */
export function openLesson(db: Database, learner: Learner, lessonId: number): Promise<OpenedLesson> {
  const rows = db
    .select(gateColumns)
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.course_id))
    .where(and(eq(lessons.producer_id, learner.producerId), eq(lessons.id, lessonId)));
  return gate(db, learner, rows, 'No such lesson');
}

/** The lesson of a task, with the same rules as openLesson. */
export function openTaskLesson(db: Database, learner: Learner, taskId: number): Promise<OpenedLesson> {
  const rows = db
    .select(gateColumns)
    .from(lessonTasks)
    .innerJoin(lessons, eq(lessons.id, lessonTasks.lesson_id))
    .innerJoin(courses, eq(courses.id, lessons.course_id))
    .where(and(eq(lessonTasks.producer_id, learner.producerId), eq(lessonTasks.id, taskId)));
  return gate(db, learner, rows, 'No such task');
}
