import type { Database } from '../../../db/database.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { canOpenLesson, courseAccess, lessonLockedError, loadLearnerAccess } from '../course-access.ts';
import { findApostilaDownload, findLessonVideo } from './course-files.repository.ts';
import type { Learner } from '../../../plugins/learner.ts';

/** A stored file ready to send. */
export interface FileToSend {
  data: Buffer;
  contentType: string;
}

/** A name in `covers/`: lowercase letters, digits and `._-`, an image extension, no `..`. */
const coverNamePattern = /^[a-z0-9._-]{1,200}\.(svg|png|jpg|webp)$/;

export function isCoverName(name: string): boolean {
  return coverNamePattern.test(name) && !name.includes('..');
}

/** A cover image (public), or 404 for a bad or missing name. */
export async function coverFile(storage: FileStorage, name: string): Promise<FileToSend> {
  if (!isCoverName(name)) throw notFoundError('Cover not found');
  const file = await storage.get(`covers/${name}`);
  if (!file) throw notFoundError('Cover not found');
  return file;
}

/**
 * A handout the learner may download: the producer's (else 404), of a course the learner can open or of a
 * free-preview lesson (else 403 with the purchase link).
 */
export async function apostilaFile(db: Database, storage: FileStorage, learner: Learner, apostilaId: number) {
  const apostila = await findApostilaDownload(db, learner.producerId, apostilaId);
  if (!apostila) throw notFoundError('Apostila not found');
  const access = courseAccess(await loadLearnerAccess(db, learner.producerId, learner.userId), apostila.product_codes);
  if (!canOpenLesson(access, { free_preview: apostila.free_preview })) throw lessonLockedError(apostila.purchase_url);
  const file = await storage.get(apostila.file_key);
  if (!file) throw notFoundError('Apostila file not found');
  return { data: file.data, contentType: apostila.content_type, fileName: apostila.file_name };
}

/** The video file of a lesson the learner may open: the producer's lesson with a file (else 404), else 403. */
export async function lessonVideoFile(
  db: Database,
  storage: FileStorage,
  learner: Learner,
  lessonId: number,
): Promise<FileToSend> {
  const lesson = await findLessonVideo(db, learner.producerId, lessonId);
  if (!lesson?.video_file_key) throw notFoundError('Lesson video not found');
  const access = courseAccess(await loadLearnerAccess(db, learner.producerId, learner.userId), lesson.product_codes);
  if (!canOpenLesson(access, lesson)) throw lessonLockedError(lesson.purchase_url);
  const file = await storage.get(lesson.video_file_key);
  if (!file) throw notFoundError('Lesson video not found');
  return { data: file.data, contentType: lesson.video_content_type ?? file.contentType };
}
