import type { ContentType } from '@members/contract';
import type { CourseListParams } from '../../../lib/queries/courses.ts';

/** Cards per page of the listings: fills 2, 3 and 4 columns evenly. */
export const listingPageSize = 24;
/** `/{type}/{category}/todos`: no text filter; `/{type}/todos/todos`: every course of the kind. */
export const allValue = 'todos';
const maxPage = 100_000;

/** The `page` search parameter: a whole number from 1; anything else is page 1. */
export function parsePage(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= maxPage ? page : 1;
}

export interface ListingFilter {
  type: ContentType;
  /** A category slug, or its number (`/genre/{no}/...`); `todos` or absent: every category. */
  category?: string;
  /** The `{query}` segment: `todos` or absent means no text filter. */
  query?: string;
}

/** The GET /api/courses parameters of a listing page. */
export function listingQuery({ type, category, query }: ListingFilter, page: number): CourseListParams {
  const text = query?.trim();
  const slug = category?.trim();
  return {
    type,
    category: slug && slug !== allValue ? slug : undefined,
    q: text && text !== allValue ? text : undefined,
    page,
    per_page: listingPageSize,
  };
}

export interface PagerState {
  previous: number | null;
  next: number | null;
  /** The page asked for lies past the last one (its results are empty). */
  beyondLast: boolean;
}

export function pagerState(page: number, totalPages: number): PagerState {
  const last = Math.max(totalPages, 0);
  return {
    previous: page > 1 ? Math.min(page - 1, Math.max(last, 1)) : null,
    next: page < last ? page + 1 : null,
    beyondLast: page > 1 && page > last,
  };
}
