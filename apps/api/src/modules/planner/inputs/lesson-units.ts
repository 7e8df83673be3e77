import { plannerLessonMargin } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCatalog, cachedCourseContent } from '../../courses/content.cache.ts';
import { courseAccess } from '../../courses/course-access.ts';
import type { CatalogCourse } from '../../courses/catalog/course-catalog.ts';
import { cachedCourseState, cachedLearnerAccess } from '../../courses/learner.cache.ts';
import type { WorkUnit } from '../engine/engine-types.ts';

/** A lesson's planned minutes: its video times the margin, rounded up, at least one. */
export const lessonMinutes = (videoSeconds: number) =>
  Math.max(1, Math.ceil((videoSeconds / 60) * plannerLessonMargin));

/** The producer's courses the learner can open now, in catalog order. */
export async function openCourses(db: Database, learner: Learner): Promise<CatalogCourse[]> {
  const [catalog, access] = await Promise.all([
    cachedCatalog(db, learner.producerId),
    cachedLearnerAccess(db, learner),
  ]);
  return catalog.courses.filter((course) => courseAccess(access, course.product_codes) !== null);
}

/** One course's lessons the learner has not watched, module by module, each in its order. */
async function courseLessonUnits(db: Database, learner: Learner, course: CatalogCourse): Promise<WorkUnit[]> {
  const [content, state] = await Promise.all([
    cachedCourseContent(db, learner.producerId, course.id),
    cachedCourseState(db, learner, course.id),
  ]);
  const moduleRank = new Map(content.modules.map((module, index) => [module.id, index]));
  const lessons = content.lessons
    .filter((lesson) => !state.progress.get(lesson.id)?.watched_at)
    .map((lesson, index) => ({ lesson, index }))
    .sort(
      (a, b) =>
        (moduleRank.get(a.lesson.module_id) ?? 0) - (moduleRank.get(b.lesson.module_id) ?? 0) || a.index - b.index,
    );
  return lessons.map(({ lesson }, order) => ({
    key: `lesson:${lesson.id}`,
    kind: 'lesson',
    title: lesson.title,
    minutes: lessonMinutes(lesson.video_duration),
    subjectId: null,
    subject: course.name,
    stream: `course:${course.id}`,
    order,
    target: {
      type: 'lesson',
      course_id: course.id,
      course_name: course.name,
      module_id: lesson.module_id,
      lesson_id: lesson.id,
    },
  }));
}

/** The unwatched lessons of the chosen courses the learner can open (others are left out), course by course. */
export async function lessonUnits(db: Database, learner: Learner, courseIds: readonly string[]): Promise<WorkUnit[]> {
  if (courseIds.length === 0) return [];
  const open = await openCourses(db, learner);
  const chosen = [...new Set(courseIds)].flatMap((id) => open.filter((course) => course.id === id));
  const perCourse = await Promise.all(chosen.map((course) => courseLessonUnits(db, learner, course)));
  return perCourse.flat();
}
