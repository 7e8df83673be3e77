import type { CourseDetail } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import { courseAccess, loadLearnerAccess } from '../course-access.ts';
import { courseApostilas } from '../course-apostilas.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { toCourse } from './course-mappers.ts';
import { courseSummaryRow } from './course-page.repository.ts';
import { continueLessonLink } from './continue-lesson.ts';
import { moduleSummaries } from './module-summaries.ts';
import { cachedPurchaseLinks } from '../content.cache.ts';
import { coursePurchaseUrl } from '../purchase-links.ts';

/** The course page: the course, its modules with the learner's counters, every handout, where to continue. */
export async function courseDetail(db: Database, learner: Learner, uuid: string): Promise<CourseDetail> {
  const [row, access, links] = await Promise.all([
    courseSummaryRow(db, learner.producerId, learner.userId, uuid),
    loadLearnerAccess(db, learner.producerId, learner.userId),
    cachedPurchaseLinks(db, learner.producerId),
  ]);
  if (!row) throw notFoundError('No such course');
  const [modules, attachments, lastLink] = await Promise.all([
    moduleSummaries(db, learner.producerId, row.id, learner.userId),
    courseApostilas(db, learner.producerId, row.id),
    continueLessonLink(db, learner.producerId, row, learner.userId),
  ]);
  const purchaseUrl = coursePurchaseUrl(links, row.product_codes, row.purchase_url);
  const course = toCourse({ ...row, purchase_url: purchaseUrl }, courseAccess(access, row.product_codes));
  return {
    ...course,
    modules,
    attachments,
    total_aulas_assistidas: row.watched_count,
    last_watched_lesson_link: lastLink,
  };
}
