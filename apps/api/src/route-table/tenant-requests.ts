import type { IdLocation, ObjectKind, RouteEntry } from './route-entry.ts';
import type { TenantRequest } from './tenant-client.ts';

/**
 * What another producer's id must get. `not-found`: 404, as if it did not exist. `ignored`: a filter value that
 * matches none of the caller's own objects (any answer, but none of the owner's data). `public`: reachable by
 * anyone who has the name (files served without a token).
 */
export type ForeignIdRule = 'not-found' | 'ignored' | 'public';

export const foreignIdRules: Record<ObjectKind, ForeignIdRule> = {
  course: 'not-found',
  'course-category': 'ignored',
  module: 'not-found',
  lesson: 'not-found',
  task: 'not-found',
  handout: 'not-found',
  question: 'not-found',
  'question-category': 'ignored',
  'practice-session': 'not-found',
  track: 'not-found',
  simulado: 'not-found',
  attempt: 'not-found',
  'simulado-question': 'not-found',
  avatar: 'not-found',
  cover: 'public',
  flashcard: 'not-found',
  'flashcard-track': 'not-found',
  'memory-review': 'not-found',
  'clinical-case': 'not-found',
  'clinical-case-attempt': 'not-found',
  'clinical-case-stage': 'not-found',
  'study-plan': 'not-found',
  'study-plan-activity': 'not-found',
  product: 'not-found',
  offer: 'not-found',
  order: 'not-found',
  'assistant-conversation': 'not-found',
};

export type IdValues = Partial<Record<ObjectKind, string | number>>;

/** `{uuid}` and `{now}` in an example body become a fresh UUID and the current time. */
function fillPlaceholders(value: unknown): unknown {
  if (value === '{uuid}') return crypto.randomUUID();
  if (value === '{now}') return new Date().toISOString();
  if (Array.isArray(value)) return value.map(fillPlaceholders);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fillPlaceholders(child)]));
  }
  return value;
}

/** Sets a dotted body path; a trailing `[]` makes the field an array holding the id. */
function setBodyId(body: Record<string, unknown>, dotted: string, id: string | number): void {
  const keys = dotted.split('.');
  const last = keys.pop() ?? '';
  let target = body;
  for (const key of keys) {
    target[key] = { ...(target[key] as Record<string, unknown> | undefined) };
    target = target[key] as Record<string, unknown>;
  }
  if (last.endsWith('[]')) target[last.slice(0, -2)] = [id];
  else target[last] = id;
}

/**
 * The request of one table entry with the given ids (`idFor` picks each location's value; undefined leaves an
 * optional body or query id out).
 */
export function buildRequest(
  entry: RouteEntry,
  method: TenantRequest['method'],
  idFor: (location: IdLocation, kind: ObjectKind) => string | number | undefined,
): TenantRequest {
  const params: Record<string, string> = { ...entry.params };
  const query: Record<string, string> = { ...entry.query };
  const body = fillPlaceholders(entry.body ?? {}) as Record<string, unknown>;
  for (const [location, kind] of Object.entries(entry.ids ?? {}) as [IdLocation, ObjectKind][]) {
    const id = idFor(location, kind);
    if (id === undefined) continue;
    const [place = '', ...rest] = location.split('.');
    const name = rest.join('.');
    if (place === 'params') params[name] = String(id);
    else if (place === 'query') query[name] = String(id);
    else setBodyId(body, name, id);
  }
  const path = entry.url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? '0'));
  const search = new URLSearchParams(query).toString();
  const url = search ? `${path}?${search}` : path;
  const sendsBody = method !== 'GET' && method !== 'HEAD' && (entry.body !== undefined || Object.keys(body).length > 0);
  return sendsBody ? { method, url, body } : { method, url };
}
