import type { InjectOptions } from 'fastify';
import type { FuzzOperation } from './openapi-operations.ts';

/** One request the fuzz sends, before it becomes inject options. */
export interface FuzzRequest {
  /** `schema`, `example` or the hostile mutation that made it. */
  label: string;
  method: string;
  /** Path parameters by name, encoded when the URL is built. */
  params: Record<string, unknown>;
  /** Query entries in order; a key may repeat. */
  query: [string, unknown][];
  /** The JSON body; undefined: none. */
  body?: unknown;
  /** Bytes or text sent as they are, instead of the JSON body. */
  payload?: string | Buffer;
  /** Headers besides Host and Origin; `authorization` here replaces the session's. */
  headers: Record<string, string>;
  /** The path (and query, when it has one) exactly as sent, instead of params and query. */
  rawUrl?: string;
}

/** A lone surrogate cannot be encoded into a URL: U+FFFD takes its place, as a browser would send it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The value as it goes into a URL: strings as they are, anything else as JSON. */
export function urlText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.replace(loneSurrogate, '\uFFFD');
}

export function requestUrl(operation: FuzzOperation, request: FuzzRequest): string {
  if (request.rawUrl !== undefined) return request.rawUrl;
  const path = operation.url.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(urlText(request.params[name] ?? '')),
  );
  const search = new URLSearchParams(
    request.query.map(([key, value]): [string, string] => [key, urlText(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** Headers that decide whose session a request is: the token, and the site (producer) it is presented on. */
const sessionHeaders = ['authorization', 'cookie', 'host', 'origin'];

/** Whether the request presents the session's own token, untouched, on the session's own site. */
export const carriesSession = (request: FuzzRequest) =>
  sessionHeaders.every((name) => request.headers[name] === undefined);

/** The inject options of a request: the site's Host and Origin, the session's token unless replaced. */
export function injectOptions(
  operation: FuzzOperation,
  request: FuzzRequest,
  site: { host: string; origin: string },
  token: string | null,
): InjectOptions {
  const headers: Record<string, string> = { host: site.host, origin: site.origin };
  if (token) headers['authorization'] = `Bearer ${token}`;
  let payload = request.payload;
  if (payload === undefined && request.body !== undefined) {
    payload = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  Object.assign(headers, request.headers);
  return { method: request.method as InjectOptions['method'], url: requestUrl(operation, request), headers, payload };
}
