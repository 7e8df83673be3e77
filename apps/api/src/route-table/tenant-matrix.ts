import type { LightMyRequestResponse } from 'fastify';
import type { IdLocation, RouteEntry } from './route-entry.ts';
import { smallPicture, type TenantClient, type TenantRequest } from './tenant-client.ts';
import { buildRequest, foreignIdRules, type ForeignIdRule, type IdValues } from './tenant-requests.ts';

/** What the matrix sent and what it found wrong (each finding names the request). */
export interface MatrixOutcome {
  requests: number;
  findings: string[];
}

/** The owner's identifying strings that no other tenant's learner saw in its own answers. */
export function ownerOnlyStrings(owner: Set<string>, others: readonly Set<string>[]): string[] {
  return [...owner].filter((text) => !others.some((set) => set.has(text)));
}

function leakedStrings(body: string, ownerStrings: readonly string[]): string[] {
  return ownerStrings.filter((text) => body.includes(text));
}

function ruleAt(entry: RouteEntry, location: IdLocation): ForeignIdRule {
  const kind = entry.ids?.[location];
  return kind ? foreignIdRules[kind] : 'public';
}

/** The ids of an entry that carry a tenant rule (public file names are reachable by design). */
function checkedLocations(entry: RouteEntry): IdLocation[] {
  return (Object.keys(entry.ids ?? {}) as IdLocation[]).filter((location) => ruleAt(entry, location) !== 'public');
}

/**
 * One request per id with only that id foreign, and one with all of them foreign when there are several; a route
 * without ids is read once with nothing foreign (its answer must not carry the owner's data either).
 */
function foreignVariants(locations: readonly IdLocation[]): IdLocation[][] {
  const singles = locations.map((location) => [location]);
  if (locations.length === 0) return [[]];
  return locations.length > 1 ? [...singles, [...locations]] : singles;
}

/** Routes without ids are only read: their writes (sign-out, refresh, sessions) would change the caller. */
function methodsFor(entry: RouteEntry, variant: readonly IdLocation[]): readonly RouteEntry['methods'][number][] {
  return variant.length ? entry.methods : entry.methods.filter((method) => method === 'GET');
}

async function withImage(entry: RouteEntry, request: TenantRequest): Promise<TenantRequest> {
  return entry.bodyType === 'image' ? { ...request, image: await smallPicture() } : request;
}

/** The owner's objects asked for by another tenant's learner: 404 where the rule says so, never the owner's data. */
export async function foreignRequests(
  table: readonly RouteEntry[],
  requester: TenantClient,
  own: IdValues,
  owner: IdValues,
  ownerStrings: readonly string[],
): Promise<MatrixOutcome> {
  const outcome: MatrixOutcome = { requests: 0, findings: [] };
  // Public routes too when they take ids the site's producer scopes (offers, orders: issue 17), sent from the
  // requester's own site: another producer's offer or order must answer 404 there as well.
  for (const entry of table.filter((item) => item.access !== 'public' || checkedLocations(item).length > 0)) {
    for (const variant of foreignVariants(checkedLocations(entry))) {
      for (const method of methodsFor(entry, variant)) {
        const request = buildRequest(entry, method, (location, kind) => {
          if (variant.includes(location)) return owner[kind];
          return location.startsWith('params.') ? own[kind] : undefined;
        });
        const res = await requester.send(await withImage(entry, request));
        outcome.requests += 1;
        const name = `${requester.site.name}: ${method} ${request.url} (foreign ${variant.join(', ') || 'none'})`;
        const mustBeMissing = variant.some((location) => ruleAt(entry, location) === 'not-found');
        if (mustBeMissing ? res.statusCode !== 404 : res.statusCode >= 500) {
          outcome.findings.push(`${name} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        }
        const leaked = leakedStrings(res.body, ownerStrings);
        if (leaked.length) outcome.findings.push(`${name} carried the owner's ${JSON.stringify(leaked.slice(0, 3))}`);
      }
    }
  }
  return outcome;
}

/**
 * Every signed-in route without a session: 401, and none of the owner's data. Each is also sent malformed
 * (ids that are not ids, an empty body): the session is checked before the input, so still 401, never 422.
 */
export async function loggedOutRequests(
  table: readonly RouteEntry[],
  anonymous: TenantClient,
  owner: IdValues,
  ownerStrings: readonly string[],
): Promise<MatrixOutcome> {
  const outcome: MatrixOutcome = { requests: 0, findings: [] };
  for (const entry of table.filter((item) => item.access !== 'public')) {
    for (const method of entry.methods) {
      const request = buildRequest(entry, method, (_location, kind) => owner[kind]);
      const res = await anonymous.send(await withImage(entry, request));
      outcome.requests += 1;
      if (res.statusCode !== 401)
        outcome.findings.push(`logged out: ${method} ${request.url} answered ${res.statusCode}`);
      const leaked = leakedStrings(res.body, ownerStrings);
      if (leaked.length)
        outcome.findings.push(`logged out: ${method} ${request.url} carried ${JSON.stringify(leaked)}`);
      const malformed = buildRequest(entry, method, () => 'x');
      const bad = await anonymous.send(malformed.body === undefined ? malformed : { ...malformed, body: {} });
      outcome.requests += 1;
      if (bad.statusCode !== 401)
        outcome.findings.push(`logged out, malformed: ${method} ${malformed.url} answered ${bad.statusCode}`);
    }
  }
  return outcome;
}

/** Answers change with the clock here, not with anyone's writes (`next`: a study item's intervals from now). */
const volatileFields = new Set(['server_now', 'next']);
function stable(res: LightMyRequestResponse): string {
  if (!String(res.headers['content-type']).includes('json')) return res.body;
  return JSON.stringify(res.json(), (key, value: unknown) => (volatileFields.has(key) ? undefined : value));
}

/** What the owner sees on every signed-in GET of the table, by URL: compared before and after the matrix. */
export async function ownerView(table: readonly RouteEntry[], owner: TenantClient, ids: IdValues) {
  const view = new Map<string, string>();
  for (const entry of table.filter((item) => item.access !== 'public' && item.methods.includes('GET'))) {
    const request = buildRequest(entry, 'GET', (_location, kind) => ids[kind]);
    const res = await owner.send(request);
    view.set(request.url, `${res.statusCode} ${stable(res)}`);
  }
  return view;
}
