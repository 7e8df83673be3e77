import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api/api-request.ts';
import { jsonResponse, mockFetch, sentRequest } from '../../lib/api/test-fetch.ts';
import { readCookie } from '../../lib/cookies/cookies.ts';
import { enqueueWrite, useOutboxStore } from '../../lib/outbox/index.ts';
import { initialSessionState, sessionStoreId, useSessionStore } from '../../lib/session/session-store.ts';
import { applyLoginResponse } from './apply-login-response.ts';
import { testLoginResponse } from '../../test/login-response.ts';

/** The session's data, without its actions. */
function sessionData() {
  const {
    signIn: _s,
    update: _u,
    clear: _c,
    markUnauthorized: _m,
    setShowUnauthorizedModal: _h,
    ...state
  } = useSessionStore.getState();
  return state;
}

describe('a 401 clears the whole session (spec §8 "session clearing", issue 13)', () => {
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    applyLoginResponse(
      testLoginResponse({
        freemium: { data_fim_acesso: '2026-12-31', fremiumUrl: 'https://example.com/free' },
        data_acesso: { data_fim_acesso: '2027-01-31', produto_url: 'https://example.com/buy' },
      }),
      { security: true },
    );
  });
  afterEach(() => useSessionStore.setState(initialSessionState));

  it.each([
    ['auth.session_superseded', 'superseded'],
    ['auth.session_expired', 'ended'],
  ] as const)('%s: token, user, producer, roles and access data go, in memory and stored', async (code, reason) => {
    expect(sessionData()).toMatchObject({ logged: true, security: true, linkCompra: 'https://example.com/buy' });
    mockFetch(jsonResponse({ error: { code, message: 'Session ended' } }, 401));
    await expect(apiRequest('/api/user')).rejects.toMatchObject({ status: 401, code });
    expect(sessionData()).toEqual({ ...initialSessionState, showUnauthorizedModal: true, unauthorizedReason: reason });
    const stored = JSON.parse(localStorage.getItem(sessionStoreId) ?? '{}') as { state: Record<string, unknown> };
    expect(stored.state).toMatchObject({ token: null, user: null, produtor: null, roles: [], logged: false });
    expect(readCookie('user')).toBeUndefined();
  });

  it('the calls that follow carry nothing of the ended session, and ask for the modal only once', async () => {
    mockFetch(jsonResponse({ error: { code: 'auth.session_superseded', message: 'Session ended' } }, 401));
    await expect(apiRequest('/api/user')).rejects.toMatchObject({ status: 401 });
    useSessionStore.getState().setShowUnauthorizedModal(false);
    const fetchMock = mockFetch(jsonResponse({ error: { code: 'auth.unauthenticated', message: 'Sign in' } }, 401));
    await expect(apiRequest('/api/courses')).rejects.toMatchObject({ status: 401 });
    const { headers } = sentRequest(fetchMock);
    expect([headers.get('Authorization'), headers.get('X-App-Id')]).toEqual([null, null]);
    expect(useSessionStore.getState().showUnauthorizedModal).toBe(false);
  });

  it('answers queued in the outbox stay (persisted) and go out when the same learner signs in again', async () => {
    const answer = {
      id: 'answer-key-1',
      method: 'PUT' as const,
      path: '/api/simulados/1/attempt/answers/7',
      body: { alternative: 'B' },
      group: 'simulado:1',
    };
    const superseded = jsonResponse({ error: { code: 'auth.session_superseded', message: 'Session ended' } }, 401);
    const fetchMock = mockFetch(superseded, jsonResponse({ saved: true }));
    const acknowledged = enqueueWrite(answer);
    await vi.waitFor(() => expect(useSessionStore.getState().showUnauthorizedModal).toBe(true));
    expect(useSessionStore.getState().token).toBeNull();
    expect(useOutboxStore.getState().entries.map((entry) => entry.id)).toEqual(['answer-key-1']);
    expect(localStorage.getItem('answer-outbox')).toContain('answer-key-1');

    applyLoginResponse(testLoginResponse({ token: 'next|session' }), { security: false }); // starts the drain
    await expect(acknowledged).resolves.toEqual({ saved: true });
    expect(sentRequest(fetchMock, 1).headers.get('Authorization')).toBe('Bearer next|session');
    expect(useOutboxStore.getState().entries).toEqual([]);
  });
});
