import type { Course, LessonHit } from '@members/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** A page of either search call: the lessons, and the courses with GET /api/search. */
export interface SearchResultsPage {
  query: string;
  courses?: Course[];
  lessons: { page: number; total_pages: number; total_results: number; results: LessonHit[] };
}

export interface SearchResultsView {
  /** The query these results are for (the previous one's stay on screen while the next loads). */
  query: string;
  courses: readonly Course[];
  lessons: readonly LessonHit[];
  totalLessons: number;
  empty: boolean;
}

/** The loaded pages as one list: courses from the first page, lessons of every page in order (no repeats). */
export function searchResultsView(data: InfiniteData<SearchResultsPage>): SearchResultsView | null {
  const first = data.pages[0];
  const last = data.pages.at(-1);
  if (!first || !last) return null;
  // A lesson can shift to the next page if the index changed between two pages: show it once.
  const byId = new Map<number, LessonHit>();
  for (const hit of data.pages.flatMap((page) => page.lessons.results)) if (!byId.has(hit.id)) byId.set(hit.id, hit);
  const lessons = [...byId.values()];
  const courses = first.courses ?? [];
  const totalLessons = last.lessons.total_results;
  return { query: first.query, courses, lessons, totalLessons, empty: courses.length === 0 && lessons.length === 0 };
}
