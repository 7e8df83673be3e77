import type { ContentType, CourseListResponse } from '@members/contract';
import { memoized } from '../../../cache/response-memo.ts';
import type { Database } from '../../../db/database.ts';
import { courseAccess, type LearnerAccess } from '../course-access.ts';
import { filterCatalog, type Catalog } from './course-catalog.ts';
import { toCourse } from './course-mappers.ts';
import { cachedCatalog } from '../content.cache.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedLearnerAccess, cachedWatchedCounts } from '../learner.cache.ts';
import { prefixTsquery } from '../search/search-query.ts';
import { matchingCourseIds } from '../search/search.repository.ts';

export type { Learner } from '../../../plugins/learner.ts';

export interface CourseListFilters {
  type?: ContentType;
  category?: string;
  q?: string;
  page: number;
  per_page: number;
}

/** Ids of the producer's courses whose name or description match a listing's text (null: no text to match). */
async function matchingCourses(
  db: Database,
  producerId: string,
  q: string | undefined,
): Promise<ReadonlySet<string> | null> {
  const tsquery = q ? prefixTsquery(q) : null;
  if (!tsquery) return null;
  return new Set(await matchingCourseIds(db, producerId, tsquery));
}

interface PageInputs {
  catalog: Catalog;
  access: LearnerAccess;
  watched: ReadonlyMap<string, number>;
  matching: ReadonlySet<string> | null;
}

function catalogPage({ catalog, access, watched, matching }: PageInputs, query: CourseListFilters): CourseListResponse {
  const listed = filterCatalog(catalog, { type: query.type, category: query.category, matching }).map((course) => ({
    course,
    access: courseAccess(access, course.product_codes),
  }));
  // Accessible first; the sort is stable, so the catalog order (featured, position, name, id) holds within each.
  listed.sort((a, b) => Number(b.access !== null) - Number(a.access !== null));
  const start = (query.page - 1) * query.per_page;
  return {
    page: query.page,
    total_pages: Math.ceil(listed.length / query.per_page),
    total_results: listed.length,
    results: listed
      .slice(start, start + query.per_page)
      .map(({ course, access: opened }) => toCourse({ ...course, watched_count: watched.get(course.id) ?? 0 }, opened)),
  };
}

/** Everything of the learner's accesses a page shows (what opens each product, how, until when). */
const accessKey = (access: LearnerAccess) =>
  [...access].map(([code, { kind, endsAt }]) => [code, kind, endsAt?.getTime() ?? null]);

/**
 * A page of the catalog: courses the learner can open first, then featured, position and name. The catalog and
 * the learner's accesses and watched counts come from this process's caches (content.cache.ts, learner.cache.ts),
 * and a page built from the same cached values is answered again (memoized with the watched counts); only a text
 * search reads the database on every call.
 */
export async function listCourses(
  db: Database,
  learner: Learner,
  query: CourseListFilters,
): Promise<CourseListResponse> {
  const [catalog, access, watched, matching] = await Promise.all([
    cachedCatalog(db, learner.producerId),
    cachedLearnerAccess(db, learner),
    cachedWatchedCounts(db, learner),
    matchingCourses(db, learner.producerId, query.q),
  ]);
  const inputs = { catalog, access, watched, matching };
  if (matching) return catalogPage(inputs, query);
  const key = JSON.stringify([query.type, query.category, query.page, query.per_page, accessKey(access)]);
  return memoized(watched, key, [catalog], () => catalogPage(inputs, query));
}
