import type { Database } from '../../db/database.ts';
import { notFoundError } from '../../errors/common.errors.ts';
import { readCourseContent } from './course-content.repository.ts';
import { coursePurchaseUrl, loadPurchaseLinks } from './purchase-links.ts';

type ContentRows = Awaited<ReturnType<typeof readCourseContent>>;

/** A course of the producer with what was authored in it: modules, lessons, tasks, tracks and cards. */
export type CourseContent = ContentRows & { course: NonNullable<ContentRows['course']> };
export type ContentLesson = CourseContent['lessons'][number];

/** What a producer authored in a course (the same for every learner), in display order; 404 when not theirs. */
export async function loadCourseContent(db: Database, producerId: string, courseId: string): Promise<CourseContent> {
  const [content, links] = await Promise.all([
    readCourseContent(db, producerId, courseId),
    loadPurchaseLinks(db, producerId),
  ]);
  const { course } = content;
  if (!course) throw notFoundError('No such module');
  return {
    ...content,
    course: { ...course, purchase_url: coursePurchaseUrl(links, course.product_codes, course.purchase_url) },
  };
}
