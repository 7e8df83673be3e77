import type { Database } from '../../../db/database.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import { canOpenLesson, courseAccess, lessonLockedError, loadLearnerAccess } from '../course-access.ts';
import { findApostilaDownload, findLessonVideo } from './course-files.repository.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedPurchaseLinks } from '../content.cache.ts';
import { coursePurchaseUrl } from '../purchase-links.ts';

/** Where a file is in storage, and the type to send it as when storage's own should not decide. */
export interface FileToSend {
  key: string;
  contentType?: string | undefined;
}

/** A name in `covers/`: lowercase letters, digits and `._-`, an image extension, no `..`. */
const coverNamePattern = /^[a-z0-9._-]{1,200}\.(svg|png|jpg|webp)$/;

export function isCoverName(name: string): boolean {
  return coverNamePattern.test(name) && !name.includes('..');
}

/** A cover image (public), or 404 for a bad name (a missing file answers 404 when it is sent). */
export function coverFile(name: string): FileToSend {
  if (!isCoverName(name)) throw coverNotFoundError();
  return { key: `covers/${name}` };
}

/** 403 with the course's purchase link (its offers page when sold here). */
async function lockedError(
  db: Database,
  learner: Learner,
  course: { product_codes: string[]; purchase_url: string | null },
) {
  const links = await cachedPurchaseLinks(db, learner.producerId);
  return lessonLockedError(coursePurchaseUrl(links, course.product_codes, course.purchase_url));
}

export const coverNotFoundError = () => notFoundError('Cover not found');
export const apostilaNotFoundError = () => notFoundError('Apostila not found');
export const videoNotFoundError = () => notFoundError('Lesson video not found');

/**
 * A handout the learner may download: the producer's (else 404), of a course the learner can open or of a
 * free-preview lesson (else 403 with the purchase link).
 */
export async function apostilaFile(db: Database, learner: Learner, apostilaId: number) {
  const apostila = await findApostilaDownload(db, learner.producerId, apostilaId);
  if (!apostila) throw apostilaNotFoundError();
  const access = courseAccess(await loadLearnerAccess(db, learner.producerId, learner.userId), apostila.product_codes);
  if (!canOpenLesson(access, { free_preview: apostila.free_preview })) throw await lockedError(db, learner, apostila);
  return { key: apostila.file_key, contentType: apostila.content_type, fileName: apostila.file_name };
}

/** The video file of a lesson the learner may open: the producer's lesson with a file (else 404), else 403. */
export async function lessonVideoFile(db: Database, learner: Learner, lessonId: number): Promise<FileToSend> {
  const lesson = await findLessonVideo(db, learner.producerId, lessonId);
  if (!lesson?.video_file_key) throw videoNotFoundError();
  const access = courseAccess(await loadLearnerAccess(db, learner.producerId, learner.userId), lesson.product_codes);
  if (!canOpenLesson(access, lesson)) throw await lockedError(db, learner, lesson);
  return { key: lesson.video_file_key, contentType: lesson.video_content_type ?? undefined };
}
