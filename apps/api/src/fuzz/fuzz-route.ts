import fc, { type Arbitrary } from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { FuzzSettings } from './fuzz-settings.ts';
import { requestUrl, type FuzzRequest } from './fuzz-request.ts';
import type { FuzzTarget } from './fuzz-target.ts';
import { hostileRequests } from './hostile-requests.ts';
import { responseFindings } from './response-findings.ts';
import { schemaRequests, type RouteInputs } from './schema-requests.ts';

/** What one route answered. */
export interface RouteResult {
  route: string;
  schemaSent: number;
  hostileSent: number;
  /** Answers by status class: `2xx`, `4xx` ... */
  statuses: Record<string, number>;
  fiveXx: number;
  /** Requests whose answer broke the contract. */
  findingCount: number;
  /** The first few of them, with the request and the answer, to replay. */
  examples: string[];
  /** Time spent on the route. */
  ms: number;
}

const maxExamples = 5;
/** Schema-shaped and hostile requests per round: the full counts' ratio (1,000 to 200). */
const round = { schema: 10, hostile: 2 };

/** A route's own seed: the run's seed and its name, so a new route does not reshuffle the others. */
function routeSeed(seed: number, route: string): number {
  let hash = seed | 0;
  for (const char of route) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

/** Bodies worth reading: text the server wrote (files it streams are the stored bytes). */
const isText = (res: LightMyRequestResponse) => /json|text|html|^$/.test(String(res.headers['content-type'] ?? ''));

function describeRequest(request: FuzzRequest, url: string): string {
  const shown = url.length > 160 ? `${url.slice(0, 160)}…` : url;
  const body = request.payload ?? (request.body === undefined ? '' : JSON.stringify(request.body));
  return `[${request.label}] ${request.method} ${shown} ${String(body).slice(0, 160)}`;
}

/**
 * Sends the route its schema-shaped and hostile requests (fixed seed) until it had its counts or, with a
 * deadline, the time is up and it had at least `minimumRuns` of each; checks every answer.
 */
export async function fuzzRoute(
  target: FuzzTarget,
  inputs: RouteInputs,
  signedIn: boolean,
  settings: FuzzSettings,
  deadline: number | null,
): Promise<RouteResult> {
  const { operation } = inputs;
  const route = `${operation.method} ${operation.url}`;
  const started = Date.now();
  const result: RouteResult = {
    route,
    schemaSent: 0,
    hostileSent: 0,
    statuses: {},
    fiveXx: 0,
    findingCount: 0,
    examples: [],
    ms: 0,
  };
  const valid = schemaRequests(inputs);
  const hostile = hostileRequests(operation, valid);
  const seed = routeSeed(settings.seed, route);

  const record = (request: FuzzRequest, finding: string) => {
    result.findingCount += 1;
    if (result.examples.length < maxExamples) {
      result.examples.push(`${describeRequest(request, requestUrl(operation, request))} → ${finding}`);
    }
  };
  const check = async (request: FuzzRequest) => {
    let res: LightMyRequestResponse;
    try {
      res = await target.send(operation, request, signedIn);
    } catch (error) {
      // Not the app's answer: the request could not be sent (a fuzz defect to fix, named like any finding).
      record(request, `could not be sent: ${String(error)}`);
      return;
    }
    const status = `${Math.floor(res.statusCode / 100)}xx`;
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
    if (res.statusCode >= 500) result.fiveXx += 1;
    const body = isText(res) ? res.body : '';
    const findings = responseFindings(request.method, { statusCode: res.statusCode, headers: res.headers, body });
    if (findings.length > 0) record(request, `${findings.join('; ')}: ${body.slice(0, 300)}`);
  };
  const draw = (arbitrary: Arbitrary<FuzzRequest>, count: number, salt: number) =>
    count > 0 ? fc.sample(arbitrary, { seed: seed + salt, numRuns: count }) : [];

  for (let turn = 0; ; turn += 1) {
    const late = deadline !== null && Date.now() > deadline;
    const want = (sent: number, full: number, step: number) =>
      Math.max(0, Math.min(step, full - sent, late ? settings.minimumRuns - sent : step));
    const schemaCount = want(result.schemaSent, settings.schemaRuns, round.schema);
    const hostileCount = want(result.hostileSent, settings.hostileRuns, late ? round.schema : round.hostile);
    if (schemaCount + hostileCount === 0) break;
    for (const request of draw(valid, schemaCount, turn * 2)) await check(request);
    result.schemaSent += schemaCount;
    for (const request of draw(hostile, hostileCount, turn * 2 + 1)) await check(request);
    result.hostileSent += hostileCount;
  }
  result.ms = Date.now() - started;
  return result;
}
