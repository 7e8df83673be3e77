import {
  lessonLink,
  type Course,
  type CourseSearchResponse,
  type LessonHit,
  type SearchResponse,
} from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import { canOpenLesson, courseAccess, loadLearnerAccess, type LearnerAccess } from '../course-access.ts';
import { listCourses } from '../catalog/course-listing.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { prefixTsquery } from './search-query.ts';
import { courseRanks, findCourseId, searchLessons, type LessonHitRow } from './search.repository.ts';
import { lessonSnippet } from './search.snippet.ts';

/** Courses listed with the lesson hits of a global search. */
export const maxCourseHits = 10;

export interface SearchInput {
  q: string;
  page: number;
  per_page: number;
}

type LessonPage = SearchResponse['lessons'];

const emptyPage = (page: number): LessonPage => ({ page, total_pages: 0, total_results: 0, results: [] });

/** A hit as the learner sees it: a locked lesson is listed, but its excerpt never shows its body. */
function toLessonHit(row: LessonHitRow, learnerAccess: LearnerAccess): LessonHit {
  const access = canOpenLesson(courseAccess(learnerAccess, row.product_codes), row);
  return {
    id: row.id,
    title: row.title,
    snippet: access ? lessonSnippet(row.body, row.headline) : '',
    course_uuid: row.course_uuid,
    course_name: row.course_name,
    course_kind: row.course_kind,
    module_id: row.module_id,
    module_title: row.module_title,
    access,
    watched: row.watched_at !== null,
    link: lessonLink(row.course_kind, row.course_uuid, row.module_id, row.id),
  };
}

async function lessonPage(
  db: Database,
  learner: Learner,
  tsquery: string,
  input: SearchInput,
  courseId?: string,
): Promise<LessonPage> {
  const learnerAccess = await loadLearnerAccess(db, learner.producerId, learner.userId);
  const { rows, total } = await searchLessons(db, {
    ...learner,
    tsquery,
    page: input.page,
    per_page: input.per_page,
    openProductCodes: [...learnerAccess.keys()],
    ...(courseId ? { courseId } : {}),
  });
  return {
    page: input.page,
    total_pages: Math.ceil(total / input.per_page),
    total_results: total,
    results: rows.map((row) => toLessonHit(row, learnerAccess)),
  };
}

/**
 * The best matching courses (accessible ones first, as the catalog orders them, then by ts_rank within
 * each group); listCourses picks which ten.
 */
async function courseHits(db: Database, learner: Learner, q: string, tsquery: string): Promise<Course[]> {
  const { results } = await listCourses(db, learner, { q, page: 1, per_page: maxCourseHits });
  const ranks = await courseRanks(
    db,
    learner.producerId,
    results.map((course) => course.uuid),
    tsquery,
  );
  const rankOf = (course: Course) => ranks.get(course.uuid) ?? 0;
  return [...results].sort((a, b) => Number(b.access) - Number(a.access) || rankOf(b) - rankOf(a));
}

/** GET /api/search: matching courses and a page of matching lessons of the session's producer. */
export async function searchAll(db: Database, learner: Learner, input: SearchInput): Promise<SearchResponse> {
  const tsquery = prefixTsquery(input.q);
  if (tsquery === null) return { query: input.q, courses: [], lessons: emptyPage(input.page) };
  const courses = await courseHits(db, learner, input.q, tsquery);
  return { query: input.q, courses, lessons: await lessonPage(db, learner, tsquery, input) };
}

/** GET /api/courses/:uuid/search: a page of the course's matching lessons; 404 for another producer's course. */
export async function searchCourse(
  db: Database,
  learner: Learner,
  uuid: string,
  input: SearchInput,
): Promise<CourseSearchResponse> {
  const courseId = await findCourseId(db, learner.producerId, uuid);
  if (!courseId) throw notFoundError('Course not found');
  const tsquery = prefixTsquery(input.q);
  if (tsquery === null) return { query: input.q, lessons: emptyPage(input.page) };
  return { query: input.q, lessons: await lessonPage(db, learner, tsquery, input, courseId) };
}
