import type { ContentType, CourseListResponse } from '@members/contract';
import { and, asc, count, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courseCategories, courseCategoryLinks, courses } from '../../db/schema/index.ts';
import { courseAccess, loadLearnerAccess } from './course-access.ts';
import { toCourse } from './course-mappers.ts';
import { accessibleSql, courseSummaryColumns } from './course-summary.ts';
import type { Learner } from './learner.ts';
import { prefixTsquery, tsMatches } from './search-query.ts';

export type { Learner } from './learner.ts';

export interface CourseListFilters {
  type?: ContentType;
  category?: string;
  q?: string;
  page: number;
  per_page: number;
}

const maxCategoryId = 2_147_483_647;

/**
 * A category slug, or its number (`/genre/{no}/...`); a numeric text also matches a slug spelt so. A text with
 * a NUL character matches nothing (PostgreSQL refuses NUL in text parameters, which would be a 500).
 */
function categoryFilter(producerId: string, category: string, db: Database): SQL {
  if (category.includes('\u0000')) return sql`false`;
  const number = /^\d{1,10}$/.test(category) ? Number(category) : null;
  const matches =
    number !== null && number <= maxCategoryId
      ? or(eq(courseCategories.id, number), eq(courseCategories.slug, category))
      : eq(courseCategories.slug, category);
  return exists(
    db
      .select({ one: sql`1` })
      .from(courseCategoryLinks)
      .innerJoin(courseCategories, eq(courseCategories.id, courseCategoryLinks.category_id))
      .where(and(eq(courseCategoryLinks.course_id, courses.id), eq(courseCategories.producer_id, producerId), matches)),
  );
}

/** The WHERE of a listing: the session's producer, then the optional kind, category and text. */
export function courseFilters(db: Database, producerId: string, filters: Omit<CourseListFilters, 'page' | 'per_page'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(courses.producer_id, producerId)];
  if (filters.type) conditions.push(eq(courses.kind, filters.type));
  if (filters.category) conditions.push(categoryFilter(producerId, filters.category, db));
  const tsquery = filters.q ? prefixTsquery(filters.q) : null;
  if (tsquery) conditions.push(tsMatches(sql`${courses.name} || ' ' || ${courses.description}`, tsquery));
  return and(...conditions);
}

/**
 * A page of the catalog: courses the learner can open first, then featured, position and name. Two
 * statements (the learner's accesses, then the page with its total and counts), plus a count when the page
 * is past the last one.
 */
export async function listCourses(db: Database, learner: Learner, query: CourseListFilters): Promise<CourseListResponse> {
  const access = await loadLearnerAccess(db, learner.producerId, learner.userId);
  const accessible = accessibleSql([...access.keys()]);
  const where = courseFilters(db, learner.producerId, query);
  const ordering = sql`${accessible} desc, ${courses.featured} desc, ${courses.position} asc, ${courses.name} asc, ${courses.id} asc`;
  const page = db.$with('page').as(
    db
      .select({
        page_id: sql<string>`${courses.id}`.as('page_id'),
        ord: sql<number>`row_number() over (order by ${ordering})`.as('ord'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(courses)
      .where(where)
      .orderBy(ordering)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  );
  const rows = await db
    .with(page)
    .select({ ...courseSummaryColumns(learner.userId), total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(courses, eq(courses.id, page.page_id))
    .orderBy(asc(page.ord));
  const total = rows[0]?.total ?? (query.page > 1 ? await countCourses(db, where) : 0);
  return {
    page: query.page,
    total_pages: Math.ceil(total / query.per_page),
    total_results: total,
    results: rows.map((row) => toCourse(row, courseAccess(access, row.product_codes))),
  };
}

async function countCourses(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courses).where(where);
  return row?.total ?? 0;
}
