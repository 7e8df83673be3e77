import { isFlashcardTrackCompleted, lessonLink, type UserCourseProgressItem } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { courseAccess, loadLearnerAccess } from '../course-access.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { durationInHours, visiblePurchaseUrl } from './course-mappers.ts';
import { coverUrl } from '../course-urls.ts';
import { userCourseRows } from './user-courses.repository.ts';
import { cachedPurchaseLinks } from '../content.cache.ts';
import { coursePurchaseUrl } from '../purchase-links.ts';

/**
 * The learner's progress list (spec §3, User course progress item): every course they can open or did
 * something in, the most recent activity first, then the untouched ones by catalog position.
 */
export async function userCourses(db: Database, learner: Learner): Promise<UserCourseProgressItem[]> {
  const [access, links] = await Promise.all([
    loadLearnerAccess(db, learner.producerId, learner.userId),
    cachedPurchaseLinks(db, learner.producerId),
  ]);
  const rows = await userCourseRows(db, learner.producerId, learner.userId, [...access.keys()]);
  return rows.map((row, index) => {
    const opened = courseAccess(access, row.product_codes);
    const concludedTracks = row.track_statuses.filter((status) => isFlashcardTrackCompleted(status)).length;
    return {
      id: row.id,
      kind: row.kind,
      title: row.name,
      description: row.description,
      backdrop_path: coverUrl(row.hero_image_key),
      poster_path: coverUrl(row.image_key),
      popularity: row.popularity,
      purchase_url: visiblePurchaseUrl(coursePurchaseUrl(links, row.product_codes, row.purchase_url), opened),
      duration_in_hours: durationInHours(row.video_seconds),
      access_status: opened ? 'liberado' : 'bloqueado',
      total_aulas: row.lesson_count,
      total_aulas_assistidas: row.watched_count,
      total_trilhas: row.total_trilhas,
      total_trilhas_flashcards: row.total_tracks,
      total_tasks: row.total_lesson_tasks + row.total_tracks,
      tasks_completed: row.completed_lesson_tasks + concludedTracks,
      last_watched_lesson_link:
        row.last_module_id !== null && row.last_lesson_id !== null
          ? lessonLink(row.kind, row.id, row.last_module_id, row.last_lesson_id)
          : null,
      total_apostilas: row.attachment_count,
      order: index + 1,
    };
  });
}
