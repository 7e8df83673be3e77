import { ApiError, clientErrorCodes } from './api-error.ts';
import { apiErrorFromResponse } from './api-error-from-response.ts';
import { takePrefetched } from './boot-prefetch.ts';
import { sessionHeaders } from './session-headers.ts';
import type { ResponseSchema } from './response-schema.ts';
import { handleUnauthorized } from './unauthorized.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON (FormData is sent as is; a Blob as is, with its own type as Content-Type). */
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /**
   * Contract schema the answer must satisfy (or its loading). A call without one must say why in a comment
   * (no body, bytes, a first-paint call that cannot carry zod).
   */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
}

/** API base URL from VITE_API_BASE_URL; empty means the page's own origin. */
export function apiBaseUrl(): string {
  const configured: unknown = import.meta.env.VITE_API_BASE_URL;
  return typeof configured === 'string' ? configured.trim().replace(/\/+$/, '') : '';
}

export function buildApiUrl(path: string, query?: ApiRequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  return `${apiBaseUrl()}${normalisedPath}${search ? `?${search}` : ''}`;
}

function requestHeaders(body: unknown): Headers {
  const headers = sessionHeaders();
  if (body instanceof Blob) {
    if (body.type) headers.set('Content-Type', body.type);
  } else if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

async function send(url: string, init: RequestInit & { headers: Headers }): Promise<Response> {
  try {
    // A GET the page started before the bundle ran (public/boot-prefetch.js); fetched again if it failed.
    const early = init.method === 'GET' ? takePrefetched(url, init.headers) : null;
    if (early) {
      const response = await early.catch(() => null);
      if (response) return response;
    }
    return await fetch(url, init);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError({
      code: clientErrorCodes.network,
      message: 'The server could not be reached',
      status: 0,
      cause,
    });
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError({
      code: clientErrorCodes.internal,
      message: 'Response is not JSON',
      status: response.status,
      cause,
    });
  }
}

/** Calls the producer API (spec §7): JSON, cookies included, XSRF / bearer / app-id headers, typed errors. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal } = options;
  const response = await send(buildApiUrl(path, query), {
    method,
    headers: requestHeaders(body),
    body:
      body === undefined ? undefined : body instanceof FormData || body instanceof Blob ? body : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  if (!response.ok) {
    const error = await apiErrorFromResponse(response);
    if (response.status === 401) handleUnauthorized(error);
    throw error;
  }
  const data = await readBody(response);
  if (!schema) return data as T;
  // Inline, not a helper: this function is in every first paint (a helper cost 23 bytes of gzip there).
  const parsed = (await schema).safeParse(data);
  if (parsed.success) return parsed.data;
  if (import.meta.env.DEV)
    console.error(`[api] ${method} ${path}: the answer does not match its contract schema`, parsed.error.issues);
  throw new ApiError({
    code: clientErrorCodes.invalidResponse,
    message: `Unexpected response from ${method} ${path}: ${parsed.error.message}`,
    status: response.status,
    cause: parsed.error,
  });
}
