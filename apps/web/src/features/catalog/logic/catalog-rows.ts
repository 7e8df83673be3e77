import type { ContentType, Course, CourseCategory, UserCourseProgressItem } from '@members/contract';

export interface CatalogRow {
  /** The category's slug, or `sem-categoria` for the final row. */
  key: string;
  /** Null for the final row of the courses without a category. */
  category: CourseCategory | null;
  courses: Course[];
}

export const uncategorizedKey = 'sem-categoria';

/**
 * One row per category, in the order the categories first appear in the listing (which puts accessible and
 * popular courses first); a course in several categories shows in each. Courses without a category make a
 * final row.
 */
export function buildCategoryRows(courses: readonly Course[]): CatalogRow[] {
  const rows = new Map<string, CatalogRow>();
  const uncategorized: Course[] = [];
  for (const course of courses) {
    if (course.categories.length === 0) uncategorized.push(course);
    for (const category of course.categories) {
      const row = rows.get(category.slug) ?? { key: category.slug, category, courses: [] };
      if (!row.courses.some((known) => known.uuid === course.uuid)) row.courses.push(course);
      rows.set(category.slug, row);
    }
  }
  const result = [...rows.values()];
  if (uncategorized.length > 0) result.push({ key: uncategorizedKey, category: null, courses: uncategorized });
  return result;
}

const byPopularity = (a: Course, b: Course) => b.popularity - a.popularity;

/** The hero: a featured course (an accessible one first), else the most popular accessible, else the most popular. */
export function pickHeroCourse(courses: readonly Course[]): Course | null {
  const featured = courses.filter((course) => course.featured);
  const candidates = [
    featured.filter((course) => course.access),
    featured,
    courses.filter((course) => course.access),
    courses,
  ];
  for (const group of candidates) {
    if (group.length > 0) return [...group].sort(byPopularity)[0] ?? null;
  }
  return null;
}

export type ResumableCourse = UserCourseProgressItem & { last_watched_lesson_link: string };

/** "Continuar assistindo": the learner's courses of this kind with a lesson to go back to, the most recent first. */
export function continueWatching(items: readonly UserCourseProgressItem[], type: ContentType): ResumableCourse[] {
  return items
    .filter((item): item is ResumableCourse => item.kind === type && item.last_watched_lesson_link !== null)
    .sort((a, b) => a.order - b.order);
}

/** Share watched, 0–100 (0 when the course has no lesson). */
export function watchedPercent(watched: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((watched / total) * 100)));
}
