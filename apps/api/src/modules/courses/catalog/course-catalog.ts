import type { ContentType } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { catalogCourseRows, categoryIds } from './catalog.repository.ts';
import type { CourseSummaryRow } from './course-mappers.ts';
import { coursePurchaseUrl, loadPurchaseLinks } from '../purchase-links.ts';

/** A course of the catalog with its counts: the same for every learner (no watched count). */
export type CatalogCourse = Omit<CourseSummaryRow, 'watched_count'>;

/** A producer's whole catalog, in listing order after the learner's access: featured, position, name, id. */
export interface Catalog {
  courses: readonly CatalogCourse[];
  /** The producer's own category numbers (a listing filters by these only). */
  categoryIds: ReadonlySet<number>;
}

/** The catalog as every learner sees it, each course's purchase link resolved (purchase-links.ts). */
export async function loadCatalog(db: Database, producerId: string): Promise<Catalog> {
  const [rows, ids, links] = await Promise.all([
    catalogCourseRows(db, producerId),
    categoryIds(db, producerId),
    loadPurchaseLinks(db, producerId),
  ]);
  const courses = rows.map((row) => ({
    ...row,
    purchase_url: coursePurchaseUrl(links, row.product_codes, row.purchase_url),
  }));
  return { courses, categoryIds: new Set(ids) };
}

const maxCategoryId = 2_147_483_647;

/**
 * Whether the course is in the category a listing names: a slug of the producer's, or its number
 * (`/genre/{no}/...`); a numeric text also matches a slug spelt so.
 */
function inCategory(course: CatalogCourse, category: string, categoryIds: ReadonlySet<number>): boolean {
  const number = /^\d{1,10}$/.test(category) && Number(category) <= maxCategoryId ? Number(category) : null;
  return course.categories.some(
    (linked) => categoryIds.has(linked.no) && (linked.slug === category || linked.no === number),
  );
}

export interface CatalogFilters {
  type?: ContentType;
  category?: string;
  /** Ids of the courses a text search matched; null when the listing has no text. */
  matching: ReadonlySet<string> | null;
}

/** The catalog's courses that pass a listing's filters, in catalog order. */
export function filterCatalog(catalog: Catalog, { type, category, matching }: CatalogFilters): CatalogCourse[] {
  return catalog.courses.filter(
    (course) =>
      (!type || course.kind === type) &&
      (!category || inCategory(course, category, catalog.categoryIds)) &&
      (!matching || matching.has(course.id)),
  );
}
