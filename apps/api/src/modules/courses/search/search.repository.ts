import { and, arrayOverlaps, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { courseModules, courses, lessonProgress, lessons } from '../../../db/schema/index.ts';

/** The document side, exactly as the GIN indexes of migration 0002 (so PostgreSQL can use them). */
function tsDocument(text: SQL): SQL {
  return sql`to_tsvector('portuguese', immutable_unaccent(${text}))`;
}

/** The query side, from prefixTsquery's text (a bound parameter). */
function tsQuery(query: string): SQL {
  return sql`to_tsquery('portuguese', immutable_unaccent(${query}))`;
}

/** `document @@ query`: accent-insensitive Portuguese full-text match. */
function tsMatches(text: SQL, query: string): SQL {
  return sql`${tsDocument(text)} @@ ${tsQuery(query)}`;
}

/** The searched text of a lesson and of a course: exactly the expressions of the GIN indexes (migration 0002). */
const lessonText = sql`${lessons.title} || ' ' || ${lessons.body}`;
const courseText = sql`${courses.name} || ' ' || ${courses.description}`;

/** ts_headline options: one fragment around the match, no markup, short enough for a 160-character excerpt. */
const headlineOptions = 'StartSel="", StopSel="", MaxFragments=1, MaxWords=25, MinWords=15, ShortWord=3';

export interface LessonSearch {
  producerId: string;
  userId: string;
  /** prefixTsquery's text (never null here). */
  tsquery: string;
  /** Only the lessons of this course (already checked to be the producer's). */
  courseId?: string;
  /** The products the learner has live access to: only the lessons they open are searched in their bodies. */
  openProductCodes: readonly string[];
  page: number;
  per_page: number;
}

export interface LessonHitRow {
  id: number;
  title: string;
  body: string;
  /** ts_headline's fragment of the unaccented body. */
  headline: string;
  free_preview: boolean;
  course_uuid: string;
  course_name: string;
  course_kind: 'courses' | 'movie' | 'tv';
  product_codes: string[];
  module_id: number;
  module_title: string;
  watched_at: Date | null;
}

/** Whether the learner opens the lesson: a free preview, or a course they have access to (needs `courses` joined). */
function learnerOpens(search: LessonSearch): SQL {
  const access =
    search.openProductCodes.length > 0
      ? arrayOverlaps(courses.product_codes, [...search.openProductCodes])
      : sql`false`;
  return sql`(${lessons.free_preview} or ${access})`;
}

/**
 * The producer's lessons matching the query (the GIN index narrows by title and body); a lesson the learner
 * cannot open (no access to its course, not a free preview) must match by its title: its body would otherwise
 * answer yes or no about paid text. Needs `courses` joined.
 */
function lessonWhere(search: LessonSearch): SQL | undefined {
  return and(
    eq(lessons.producer_id, search.producerId),
    search.courseId === undefined ? undefined : eq(lessons.course_id, search.courseId),
    tsMatches(lessonText, search.tsquery),
    or(learnerOpens(search), tsMatches(sql`${lessons.title}`, search.tsquery)),
  );
}

/**
 * A page of the producer's lessons matching the query, best ranked first (then in course order), with their
 * course and module, the learner's watched mark and the excerpt; ts_headline runs for the page's rows only.
 */
export async function searchLessons(
  db: Database,
  search: LessonSearch,
): Promise<{ rows: LessonHitRow[]; total: number }> {
  const where = lessonWhere(search);
  // A locked lesson ranks by its title alone: its body must not move it up or down either.
  const rank = sql`ts_rank(case when ${learnerOpens(search)} then ${tsDocument(lessonText)} else ${tsDocument(sql`${lessons.title}`)} end, ${tsQuery(search.tsquery)})`;
  const courseOrder = sql`${courses.position} asc, ${courses.name} asc, ${courseModules.position} asc, ${lessons.position} asc`;
  const ordering = sql`${rank} desc, ${courseOrder}, ${lessons.id} asc`;
  const page = db.$with('hits').as(
    db
      .select({
        hit_id: sql<number>`${lessons.id}`.as('hit_id'),
        ord: sql<number>`row_number() over (order by ${ordering})`.as('ord'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.course_id))
      .innerJoin(courseModules, eq(courseModules.id, lessons.module_id))
      .where(where)
      .orderBy(ordering)
      .limit(search.per_page)
      .offset((search.page - 1) * search.per_page),
  );
  const rows = await db
    .with(page)
    .select({
      id: lessons.id,
      title: lessons.title,
      body: lessons.body,
      headline: sql<string>`ts_headline('portuguese', immutable_unaccent(${lessons.body}), ${tsQuery(search.tsquery)}, ${headlineOptions})`,
      free_preview: lessons.free_preview,
      course_uuid: courses.id,
      course_name: courses.name,
      course_kind: courses.kind,
      product_codes: courses.product_codes,
      module_id: courseModules.id,
      module_title: courseModules.title,
      watched_at: lessonProgress.watched_at,
      total: sql<number>`${page.total}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(lessons, eq(lessons.id, page.hit_id))
    .innerJoin(courses, eq(courses.id, lessons.course_id))
    .innerJoin(courseModules, eq(courseModules.id, lessons.module_id))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lesson_id, lessons.id), eq(lessonProgress.user_id, search.userId)))
    .orderBy(asc(page.ord));
  const total = rows[0]?.total ?? (search.page > 1 ? await countLessons(db, where) : 0);
  return { rows, total };
}

async function countLessons(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.course_id))
    .where(where);
  return row?.total ?? 0;
}

/** Ids of the producer's courses whose name or description match prefixTsquery's text. */
export async function matchingCourseIds(db: Database, producerId: string, tsquery: string): Promise<string[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.producer_id, producerId), tsMatches(courseText, tsquery)));
  return rows.map((row) => row.id);
}

/** ts_rank of the producer's courses among `courseIds` for the query (to order a listing's page by relevance). */
export async function courseRanks(
  db: Database,
  producerId: string,
  courseIds: string[],
  tsquery: string,
): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: courses.id,
      rank: sql<number>`ts_rank(${tsDocument(courseText)}, ${tsQuery(tsquery)})`.mapWith(Number),
    })
    .from(courses)
    .where(and(eq(courses.producer_id, producerId), inArray(courses.id, courseIds)));
  return new Map(rows.map((row) => [row.id, row.rank]));
}

/** The producer's course (null when missing or another producer's). */
export async function findCourseId(db: Database, producerId: string, uuid: string): Promise<string | null> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, uuid), eq(courses.producer_id, producerId)));
  return row?.id ?? null;
}
