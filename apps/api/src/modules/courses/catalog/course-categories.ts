import type { ContentType } from '@members/contract';
import { and, asc, countDistinct, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { courseCategories, courseCategoryLinks, courses } from '../../../db/schema/index.ts';

/** The producer's categories with at least one course (of the kind, when given), with their totals. */
export async function listCategories(db: Database, producerId: string, kind: ContentType | undefined) {
  const rows = await db
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
  return { results: rows };
}
