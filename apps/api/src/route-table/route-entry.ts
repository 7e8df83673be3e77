/** One entry of the route table (route-table.ts): a route as Fastify registers it, how to reach it, its ids. */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** A GET route: Fastify registers its HEAD too. */
export const readable = ['GET', 'HEAD'] as const;

/**
 * Who may call it. `public`: no session. `signed-in`: any signed-in user, whatever the role (the account, the
 * session, terms). `learner`: a signed-in user studying the session's producer's content (courses, questions,
 * simulados), every query scoped by that producer and user. Both signed-in kinds answer 401 without a session.
 */
export type RouteAccess = 'public' | 'signed-in' | 'learner';

/**
 * What an id names. `attempt`: a learner's simulado attempt, named by its simulado's id. `simulado-question`: a
 * question of that simulado. `course-category`: a catalog category's slug or number; `question-category`: a node of
 * the question filter's trees. `avatar`, `cover`: stored file names. `flashcard`: a card note; `flashcard-track`: a
 * lesson's flashcard track; `memory-review`: a learner's flashcard review, named by its idempotency key;
 * `clinical-case`: a published clinical case; `clinical-case-attempt`: a learner's attempt at one (by its id);
 * `clinical-case-stage`: a stage of a case. `study-plan`: a learner's study plan (by its id); `study-plan-activity`:
 * an activity of one. `product`, `offer`: the producer's sales catalog (public, by the site's producer); `order`: a
 * purchase (its id is the buyer's capability). `assistant-conversation`: a learner's conversation with the assistant.
 */
export type ObjectKind =
  | 'course'
  | 'course-category'
  | 'module'
  | 'lesson'
  | 'task'
  | 'handout'
  | 'question'
  | 'question-category'
  | 'practice-session'
  | 'track'
  | 'simulado'
  | 'attempt'
  | 'simulado-question'
  | 'avatar'
  | 'cover'
  | 'flashcard'
  | 'flashcard-track'
  | 'memory-review'
  | 'clinical-case'
  | 'clinical-case-attempt'
  | 'clinical-case-stage'
  | 'study-plan'
  | 'study-plan-activity'
  | 'product'
  | 'offer'
  | 'order'
  | 'assistant-conversation';

/** Where an id goes: a path parameter, a query parameter, or a body field (dotted path; `[]`: an array of ids). */
export type IdLocation = `params.${string}` | `query.${string}` | `body.${string}`;

export interface RouteEntry {
  /** Every method Fastify registers at this URL (a GET brings its HEAD). */
  methods: readonly HttpMethod[];
  /** The URL exactly as registered, e.g. `/api/courses/:uuid`. */
  url: string;
  access: RouteAccess;
  /** The ids the route takes and what each names; the tenant matrix fills them with another producer's objects. */
  ids?: Partial<Record<IdLocation, ObjectKind>>;
  /** Path parameters that are not ids (e.g. a 1-based position). */
  params?: Record<string, string>;
  /** A valid query string besides the ids. */
  query?: Record<string, string>;
  /** A valid body besides the ids; the strings `{uuid}` and `{now}` become a fresh UUID and the current time. */
  body?: Record<string, unknown>;
  /** `image`: the body is a picture's bytes (a small PNG) instead of JSON. */
  bodyType?: 'json' | 'image';
  /** Why the route is as it is, when that is not plain. */
  note?: string;
}

/** `METHOD /url`, the way the check names a route. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}

/** Every `METHOD /url` the table lists. */
export function tableKeys(table: readonly RouteEntry[]): string[] {
  return table.flatMap((entry) => entry.methods.map((method) => routeKey(method, entry.url)));
}
