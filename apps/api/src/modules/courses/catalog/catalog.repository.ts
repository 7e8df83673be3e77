import type { ContentType } from '@members/contract';
import { and, asc, countDistinct, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { courseCategories, courseCategoryLinks, courses } from '../../../db/schema/index.ts';
import { courseContentColumns } from '../course-summary.repository.ts';

/** The producer's courses with their counts, in catalog order: featured, position, name, id. */
export function catalogCourseRows(db: Database, producerId: string) {
  return db
    .select(courseContentColumns)
    .from(courses)
    .where(eq(courses.producer_id, producerId))
    .orderBy(desc(courses.featured), asc(courses.position), asc(courses.name), asc(courses.id));
}

/** The ids of the producer's own categories. */
export async function categoryIds(db: Database, producerId: string): Promise<number[]> {
  const rows = await db
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(eq(courseCategories.producer_id, producerId));
  return rows.map((row) => row.id);
}

/** The producer's categories with at least one course (of the kind, when given), with their totals, in order. */
export function categoryTotals(db: Database, producerId: string, kind: ContentType | undefined) {
  return db
    .select({
      no: courseCategories.id,
      slug: courseCategories.slug,
      name: courseCategories.name,
      total: countDistinct(courses.id),
    })
    .from(courseCategories)
    .innerJoin(courseCategoryLinks, eq(courseCategoryLinks.category_id, courseCategories.id))
    .innerJoin(courses, and(eq(courses.id, courseCategoryLinks.course_id), eq(courses.producer_id, producerId)))
    .where(and(eq(courseCategories.producer_id, producerId), kind ? eq(courses.kind, kind) : undefined))
    .groupBy(courseCategories.id)
    .orderBy(asc(courseCategories.position), asc(courseCategories.id));
}
