import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../lib/api/test-fetch.ts';
import { readCookie, writeCookie } from '../../lib/cookies/cookies.ts';
import { applyLoginResponse } from './apply-login-response.ts';
import { initialSessionState, useSessionStore } from '../../lib/session/session-store.ts';
import { signOut } from './sign-out.ts';
import { testLoginResponse } from '../../test/login-response.ts';

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => useSessionStore.setState(initialSessionState));

describe('signOut (spec §4)', () => {
  it('removes the user cookie, posts the logout call with the token, then empties the session', async () => {
    applyLoginResponse(testLoginResponse(), { security: false });
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await signOut();
    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(headers.get('Authorization')).toBe('Bearer 0f1e|secret');
    expect(readCookie('user')).toBeUndefined();
    expect(useSessionStore.getState()).toMatchObject(initialSessionState);
  });

  it('signs out locally when the logout call fails (network, 500 or an already superseded session)', async () => {
    for (const answer of [
      new TypeError('Failed to fetch'),
      jsonResponse({ error: { code: 'common.internal', message: 'x' } }, 500),
    ]) {
      applyLoginResponse(testLoginResponse(), { security: false });
      writeCookie('user', '{}');
      mockFetch(answer);
      await expect(signOut()).resolves.toBeUndefined();
      expect(useSessionStore.getState()).toMatchObject({ token: null, logged: false, user: null });
      expect(readCookie('user')).toBeUndefined();
    }
  });
});
