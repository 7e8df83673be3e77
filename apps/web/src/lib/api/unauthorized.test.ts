import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../../lib/session/session-store.ts';
import { readCookie } from '../cookies/cookies.ts';
import { apiRequest } from './api-request.ts';
import { jsonResponse, mockFetch } from './test-fetch.ts';

const unauthorized = (extra: Record<string, unknown> = {}) =>
  jsonResponse({ error: { code: 'auth.session_superseded', message: 'Session ended', ...extra } }, 401);

describe('a 401 answer', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    document.cookie = 'user=%7B%22id%22%3A1%7D; path=/';
  });
  afterEach(() => useSessionStore.setState(initialSessionState));

  it('while logged in: marks loggedOut, removes the user cookie and asks for the unauthorized modal', async () => {
    useSessionStore.setState({ token: '1|a', logged: true });
    mockFetch(unauthorized());
    await expect(apiRequest('/api/me')).rejects.toMatchObject({ status: 401, code: 'auth.session_superseded' });
    expect(localStorage.getItem('loggedOut')).not.toBeNull();
    expect(readCookie('user')).toBeUndefined();
    expect(useSessionStore.getState()).toMatchObject({
      showUnauthorizedModal: true,
      logged: false,
      unauthorizedReason: 'superseded',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['auth.unauthenticated', 'auth.session_expired'])(
    '%s asks for the plain "session ended" variant',
    async (code) => {
      useSessionStore.setState({ token: '1|a', logged: true });
      mockFetch(jsonResponse({ error: { code, message: 'Sign in to continue' } }, 401));
      await expect(apiRequest('/api/me')).rejects.toMatchObject({ status: 401, code });
      expect(useSessionStore.getState()).toMatchObject({
        showUnauthorizedModal: true,
        logged: false,
        unauthorizedReason: 'ended',
      });
    },
  );

  it('goes to the redirect address of the error data when given', async () => {
    useSessionStore.setState({ token: '1|a', logged: true });
    mockFetch(unauthorized({ redirect: '/erros/auth' }));
    await expect(apiRequest('/api/me')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/erros/auth');
  });

  it('while logged out: only rejects', async () => {
    mockFetch(unauthorized());
    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('loggedOut')).toBeNull();
    expect(readCookie('user')).toBe('{"id":1}');
    expect(useSessionStore.getState().showUnauthorizedModal).toBe(false);
  });
});
