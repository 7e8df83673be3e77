import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-request.ts';
import { jsonResponse, mockFetch } from './test-fetch.ts';

/** What public/boot-prefetch.js leaves for the app: one early GET, sent with `authorization`. */
function prefetched(url: string, body: unknown, authorization: string | null = null) {
  window.__bootPrefetch = { [url]: { authorization, response: Promise.resolve(jsonResponse(body)) } };
}

describe('reads started before the bundle ran (public/boot-prefetch.js, issue 19)', () => {
  afterEach(() => {
    delete window.__bootPrefetch;
    vi.restoreAllMocks();
  });

  it('answers the same GET once with the early answer, then goes to the network', async () => {
    prefetched('/api/app-config', { early: true });
    const fetchMock = mockFetch(jsonResponse({ early: false }));
    expect(await apiRequest('/api/app-config')).toEqual({ early: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiRequest('/api/app-config')).toEqual({ early: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not used by a call with another token (a sign-in since), nor when the early read failed', async () => {
    prefetched('/api/user', { user: 'earlier' }, 'Bearer old');
    const fetchMock = mockFetch(jsonResponse({ user: 'now' }), jsonResponse({ user: 'again' }));
    expect(await apiRequest('/api/user')).toEqual({ user: 'now' });
    window.__bootPrefetch = { '/api/user': { authorization: null, response: Promise.reject(new Error('offline')) } };
    expect(await apiRequest('/api/user')).toEqual({ user: 'again' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
