import { perDatabase } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/database.ts';
import { loadCatalog, type Catalog } from './catalog/course-catalog.ts';
import { loadCourseContent, type CourseContent } from './course-content.ts';
import { loadLessonRatings, type LessonRatingSummary } from './catalog/course-ratings.ts';
import { loadPurchaseLinks, type PurchaseLinks } from './purchase-links.ts';

/**
 * What producers author (the catalog with its counts, each course's modules, lessons, tasks and cards) changes
 * rarely, so each API process keeps it this long instead of reading it on every catalog or module page. A write
 * through course-writer.ts is seen at once in its process; in others, within this time.
 */
export const contentCacheTtlMs = 30_000;

/**
 * Everyone's lesson ratings (average and count). The learner's own rating shows at once (rateLesson forgets the
 * course here); other learners' ratings show within this time.
 */
export const ratingsCacheTtlMs = 5_000;

const catalogs = perDatabase<Database, Catalog>({ ttlMs: contentCacheTtlMs, maxEntries: 1_000 });
const contents = perDatabase<Database, CourseContent>({ ttlMs: contentCacheTtlMs, maxEntries: 2_000 });
const purchaseLinks = perDatabase<Database, PurchaseLinks>({ ttlMs: contentCacheTtlMs, maxEntries: 1_000 });
const ratings = perDatabase<Database, ReadonlyMap<number, LessonRatingSummary>>({ ttlMs: ratingsCacheTtlMs });

const producerTag = (producerId: string) => `producer:${producerId}`;
const courseTag = (courseId: string) => `course:${courseId}`;

export function cachedCatalog(db: Database, producerId: string): Promise<Catalog> {
  return catalogs(db).read(producerId, () => loadCatalog(db, producerId), { tags: () => [producerTag(producerId)] });
}

/** A course of the producer with its content; 404 (never cached) when there is none. */
export function cachedCourseContent(db: Database, producerId: string, courseId: string): Promise<CourseContent> {
  return contents(db).read(`${producerId}:${courseId}`, () => loadCourseContent(db, producerId, courseId), {
    tags: () => [producerTag(producerId)],
  });
}

/** Which of the producer's products are sold here, and their offers pages (products rarely change). */
export function cachedPurchaseLinks(db: Database, producerId: string): Promise<PurchaseLinks> {
  return purchaseLinks(db).read(producerId, () => loadPurchaseLinks(db, producerId), {
    tags: () => [producerTag(producerId)],
  });
}

export function cachedLessonRatings(db: Database, courseId: string): Promise<ReadonlyMap<number, LessonRatingSummary>> {
  return ratings(db).read(courseId, () => loadLessonRatings(db, courseId), { tags: () => [courseTag(courseId)] });
}

/** After a write to a producer's courses (or anything in them), or to its products and offers. */
export function forgetProducerContent(db: Database, producerId: string): void {
  catalogs(db).forget(producerTag(producerId));
  contents(db).forget(producerTag(producerId));
  purchaseLinks(db).forget(producerTag(producerId));
}

/** After a rating of one of the course's lessons. */
export function forgetLessonRatings(db: Database, courseId: string): void {
  ratings(db).forget(courseTag(courseId));
}
