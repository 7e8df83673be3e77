import { z } from 'zod';
import * as zm from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../../lib/session/session-store.ts';
import { ApiError } from './api-error.ts';
import { apiRequest } from './api-request.ts';
import { jsonResponse, mockFetch, sentRequest } from './test-fetch.ts';

afterEach(() => {
  useSessionStore.setState(initialSessionState);
});

describe('apiRequest: the request', () => {
  it('calls the same origin by default, with JSON, cookies included and the query string', async () => {
    const fetchMock = mockFetch(jsonResponse({ ok: true }));
    await apiRequest('/api/things', {
      method: 'POST',
      body: { a: 1 },
      query: { page: 2, tag: ['x', 'y'], skip: undefined },
    });
    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/things?page=2&tag=x&tag=y');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('uses VITE_API_BASE_URL as base when configured', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.test/');
    const fetchMock = mockFetch(jsonResponse([]));
    await apiRequest('/api/producers');
    expect(sentRequest(fetchMock).url).toBe('https://api.example.test/api/producers');
  });

  it('sends X-XSRF-TOKEN only when the XSRF-TOKEN cookie exists', async () => {
    const fetchMock = mockFetch(jsonResponse({}), jsonResponse({}));
    await apiRequest('/api/a');
    expect(sentRequest(fetchMock, 0).headers.has('X-XSRF-TOKEN')).toBe(false);
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    await apiRequest('/api/a');
    expect(sentRequest(fetchMock, 1).headers.get('X-XSRF-TOKEN')).toBe('abc=123');
  });

  it('sends the bearer token of the session, and X-App-Id only under the security flag', async () => {
    const fetchMock = mockFetch(jsonResponse({}), jsonResponse({}), jsonResponse({}));
    await apiRequest('/api/a');
    expect(sentRequest(fetchMock, 0).headers.has('Authorization')).toBe(false);

    useSessionStore.setState({ token: '1|secret' });
    await apiRequest('/api/a');
    expect(sentRequest(fetchMock, 1).headers.get('Authorization')).toBe('Bearer 1|secret');
    expect(sentRequest(fetchMock, 1).headers.has('X-App-Id')).toBe(false);

    useSessionStore.setState({ security: true });
    await apiRequest('/api/a');
    const appId = sentRequest(fetchMock, 2).headers.get('X-App-Id');
    expect(appId).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('app_id')).toBe(appId);
  });
});

describe('apiRequest: the response', () => {
  it('answers what the schema parsed when the answer matches it', async () => {
    mockFetch(jsonResponse({ n: 1, extra: true }));
    const schema = z.object({ n: z.number() });
    await expect(apiRequest('/api/n', { schema })).resolves.toEqual({ n: 1 });
  });

  it('throws common.invalid_response and logs the issues when the answer does not match', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(jsonResponse({ n: 'one' }));
    const error = await apiRequest('/api/n', { schema: z.object({ n: z.number() }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'common.invalid_response', status: 200 });
    expect(log).toHaveBeenCalledWith('[api] GET /api/n: the answer does not match its contract schema', [
      expect.objectContaining({ path: ['n'] }),
    ]);
    log.mockRestore();
  });

  it('parses with a schema it loads on demand (a first-paint call keeps zod out of its chunk)', async () => {
    mockFetch(jsonResponse({ n: 2 }), jsonResponse({}));
    const load = () => Promise.resolve(z.object({ n: z.number() })); // as import('./x.ts').then(...) would
    await expect(apiRequest('/api/n', { schema: load() })).resolves.toEqual({ n: 2 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest('/api/n', { schema: load() })).rejects.toMatchObject({ code: 'common.invalid_response' });
    vi.mocked(console.error).mockRestore();
  });

  it('parses with a zod/mini schema as well', async () => {
    mockFetch(jsonResponse({ n: 3 }), jsonResponse({ n: null }));
    const schema = zm.object({ n: zm.number() });
    await expect(apiRequest('/api/n', { schema })).resolves.toEqual({ n: 3 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest('/api/n', { schema })).rejects.toMatchObject({ code: 'common.invalid_response' });
    vi.mocked(console.error).mockRestore();
  });

  it("turns the API's error body into an ApiError with code, status and fields", async () => {
    mockFetch(
      jsonResponse(
        {
          error: { code: 'common.validation_failed', message: 'Bad', fields: [{ path: 'email', message: 'required' }] },
        },
        422,
      ),
    );
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'common.validation_failed',
      status: 422,
      fields: [{ path: 'email', message: 'required' }],
    });
  });

  it('answers common.internal for an error that is not JSON', async () => {
    mockFetch(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'common.internal', status: 502 });
  });

  it('answers common.network when the server cannot be reached', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'common.network', status: 0 });
  });

  it('lets an aborted request reject with the abort, not as a network failure', async () => {
    const controller = new AbortController();
    controller.abort();
    mockFetch(new DOMException('Aborted', 'AbortError'));
    const error = await apiRequest('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('answers undefined for an empty success body (204)', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
