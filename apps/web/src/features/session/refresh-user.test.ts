import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../lib/api/test-fetch.ts';
import { refreshUserOnce, resetUserRefresh } from './refresh-user.ts';
import { initialSessionState, useSessionStore } from '../../lib/session/session-store.ts';
import { testUser } from '../../test/login-response.ts';

beforeEach(() => {
  resetUserRefresh();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => useSessionStore.setState(initialSessionState));

describe('refreshUserOnce', () => {
  it('when logged in: GET /api/user once per app start and stores the fresh user', async () => {
    useSessionStore.setState({ token: 't', logged: true, user: testUser });
    const fetchMock = mockFetch(jsonResponse({ user: { ...testUser, aceite_termo: false, nome: 'Ana S.' } }));
    await refreshUserOnce();
    await refreshUserOnce();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchMock).url).toBe('/api/user');
    expect(useSessionStore.getState().user).toMatchObject({ aceite_termo: false, nome: 'Ana S.' });
  });

  it('when logged out at start: no call, not even after a later login (the login stored a fresh user)', async () => {
    const fetchMock = mockFetch();
    await refreshUserOnce();
    useSessionStore.setState({ token: 't', logged: true });
    await refreshUserOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the stored user when the call fails', async () => {
    useSessionStore.setState({ token: 't', logged: true, user: testUser });
    mockFetch(jsonResponse({ error: { code: 'common.internal', message: 'x' } }, 500));
    await refreshUserOnce();
    expect(useSessionStore.getState().user).toEqual(testUser);
  });
});
