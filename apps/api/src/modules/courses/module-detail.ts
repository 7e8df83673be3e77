import type { ModuleDetail } from '@members/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courses, lessons } from '../../db/schema/index.ts';
import { notFoundError } from '../../errors/common.errors.ts';
import { canOpenLesson, courseAccess, loadLearnerAccess } from './course-access.ts';
import type { Learner } from './learner.ts';
import { visiblePurchaseUrl } from './course-mappers.ts';
import { toLesson } from './lesson-mappers.ts';
import { loadLessonExtras, selectLessons } from './lesson-queries.ts';
import { moduleSummaries } from './module-summaries.ts';

/**
 * The module page: the course's modules, this module's lessons with the learner's state, and the
 * neighbouring modules. A locked course answers too (the learner sees what they would buy), its lessons
 * redacted unless free previews.
 */
export async function moduleDetail(db: Database, learner: Learner, courseUuid: string, moduleId: number): Promise<ModuleDetail> {
  const { producerId, userId } = learner;
  const [courseRows, access, modules, lessonRows] = await Promise.all([
    db
      .select({ id: courses.id, kind: courses.kind, name: courses.name, product_codes: courses.product_codes, purchase_url: courses.purchase_url })
      .from(courses)
      .where(and(eq(courses.producer_id, producerId), eq(courses.id, courseUuid))),
    loadLearnerAccess(db, producerId, userId),
    moduleSummaries(db, producerId, courseUuid, userId),
    selectLessons(db, producerId, userId, and(eq(lessons.module_id, moduleId), eq(lessons.course_id, courseUuid))),
  ]);
  const course = courseRows[0];
  const index = modules.findIndex((module) => module.id === moduleId);
  const module = modules[index];
  if (!course || !module) throw notFoundError('No such module');
  const opened = courseAccess(access, course.product_codes);
  const extras = await loadLessonExtras(
    db,
    producerId,
    userId,
    lessonRows.map((row) => row.id),
  );
  return {
    course: {
      uuid: course.id,
      kind: course.kind,
      name: course.name,
      access: opened !== null,
      purchase_url: visiblePurchaseUrl(course.purchase_url, opened),
      modules,
    },
    module,
    lessons: lessonRows.map((row) => toLesson(row, extras, { kind: course.kind, courseUuid: course.id, canOpen: canOpenLesson(opened, row) })),
    previous_module_id: modules[index - 1]?.id ?? null,
    next_module_id: modules[index + 1]?.id ?? null,
  };
}
