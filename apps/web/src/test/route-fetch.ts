import { vi } from 'vitest';
import { jsonResponse } from '../lib/api/test-fetch.ts';

/** What a test's answer function receives: the URL, the method, the JSON body (parsed) and the abort signal. */
type SentRequest = { url: URL; method: string; body: unknown; signal?: AbortSignal | null };

/**
 * One route's answer: a Response (each call gets a clone), a Promise of one (a pending one keeps the request
 * waiting), or a function of the request giving a Response or a Promise of one.
 */
type Answer = Response | Promise<Response> | ((request: SentRequest) => Response | Promise<Response>);

const parseBody = (body: BodyInit | null | undefined): unknown =>
  typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;

/** For unit tests: fetch answered by "METHOD /path" or "/path" (GET); others answer 404 common.not_found. */
export function routeFetch(answers: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const answer = answers[`${method} ${url.pathname}`] ?? (method === 'GET' ? answers[url.pathname] : undefined);
    if (answer === undefined) return jsonResponse({ error: { code: 'common.not_found', message: 'Not found' } }, 404);
    if (typeof answer === 'function') return answer({ url, method, body: parseBody(init?.body), signal: init?.signal });
    return (await answer).clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests fetch received, as "METHOD /path?query". */
export function sentCalls(fetchMock: ReturnType<typeof routeFetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://app.test');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });
}

/** The JSON bodies sent to "METHOD /path", in order. */
export function sentBodies(fetchMock: ReturnType<typeof routeFetch>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://app.test').pathname === path,
    )
    .map(([, init]) => parseBody(init?.body));
}
