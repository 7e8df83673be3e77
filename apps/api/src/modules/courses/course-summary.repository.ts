import type { CourseCategory } from '@members/contract';
import { sql, type SQL } from 'drizzle-orm';
import { courses } from '../../db/schema/index.ts';

/** SQL fragments the course repositories share: a course's counts, access by product codes, JSON columns. */

/** A text[] literal of the learner's product codes (drizzle would spread a JS array into a list). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`ARRAY[]::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** `true` when a purchase, grant or freemium of the learner opens the course (computed in SQL for ordering). */
export function accessibleSql(productCodes: readonly string[]): SQL<boolean> {
  return sql<boolean>`(${courses.product_codes} && ${textArray(productCodes)})`;
}

/**
 * `courses.id` always qualified: drizzle leaves columns unqualified in a one-table select, and inside a
 * correlated subquery an unqualified "id" would name the subquery's own table.
 */
export const outerCourseId = sql.raw('"courses"."id"');

/** JSON from the driver: node-postgres and PGlite parse it; a string is parsed here for safety. */
export function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * The columns of a course with its counts, as correlated subqueries on indexed columns (one statement for a
 * whole page; select from `courses`). The same for every learner: CourseSummaryRow without `watched_count`.
 */
export const courseContentColumns = {
  id: courses.id,
  kind: courses.kind,
  name: courses.name,
  description: courses.description,
  popularity: courses.popularity,
  image_key: courses.image_key,
  hero_image_key: courses.hero_image_key,
  product_codes: courses.product_codes,
  purchase_url: courses.purchase_url,
  offer_label: courses.offer_label,
  trailer_vimeo_id: courses.trailer_vimeo_id,
  featured: courses.featured,
  position: courses.position,
  lesson_count: sql<number>`(select count(*) from lessons l where l.course_id = ${outerCourseId})`.mapWith(Number),
  video_seconds:
    sql<number>`(select coalesce(sum(l.video_duration), 0) from lessons l where l.course_id = ${outerCourseId})`.mapWith(
      Number,
    ),
  module_count: sql<number>`(select count(*) from course_modules m where m.course_id = ${outerCourseId})`.mapWith(
    Number,
  ),
  attachment_count: sql<number>`(select count(*) from apostilas a where a.course_id = ${outerCourseId})`.mapWith(
    Number,
  ),
  categories: sql<
    CourseCategory[]
  >`(select coalesce(json_agg(json_build_object('no', cc.id, 'slug', cc.slug, 'name', cc.name)
    order by cc.position, cc.id), '[]'::json)
    from course_category_links cl join course_categories cc on cc.id = cl.category_id where cl.course_id = ${outerCourseId})`.mapWith(
    (value: unknown) => parsedJson<CourseCategory[]>(value),
  ),
};

/** courseContentColumns with the learner's watched count. Shape: CourseSummaryRow. */
export function courseSummaryColumns(userId: string) {
  return {
    ...courseContentColumns,
    watched_count: sql<number>`(select count(*) from lessons l join lesson_progress lp on lp.lesson_id = l.id
      where l.course_id = ${outerCourseId} and lp.user_id = ${userId} and lp.watched_at is not null)`.mapWith(Number),
  };
}
