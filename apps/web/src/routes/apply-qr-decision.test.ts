import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideQrLogin } from '../features/qr-login/index.ts';
import { qrPayload } from '../features/qr-login/test-payload.ts';
import { testProducer, testUser } from '../test/login-response.ts';
import { initialSessionState, useSessionStore } from '../lib/session/session-store.ts';
import { apiRequest } from '../lib/api/api-request.ts';
import { jsonResponse, mockFetch, sentRequest } from '../lib/api/test-fetch.ts';
import { readCookie } from '../lib/cookies/cookies.ts';
import { applyQrDecision } from './apply-qr-decision.ts';

const issuedAt = Date.parse('2026-11-22T12:00:00.000Z');

describe('applyQrDecision (spec §4, QR-code login, on the session)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.cookie = 'user=%7B%22id%22%3A%22old%22%7D; path=/';
  });
  afterEach(() => {
    vi.useRealTimers();
    useSessionStore.setState(initialSessionState);
  });

  it('within 10 s: user, producer and the trimmed token; logged and security true; requests carry X-App-Id', async () => {
    vi.setSystemTime(issuedAt + 9_000);
    applyQrDecision(decideQrLogin(qrPayload(issuedAt)));
    expect(useSessionStore.getState()).toMatchObject({
      user: testUser,
      produtor: testProducer,
      token: '7|qr-session-token',
      logged: true,
      security: true,
    });
    const fetchMock = mockFetch(jsonResponse({ user: testUser }));
    await apiRequest('/api/user');
    expect(sentRequest(fetchMock).headers.get('X-App-Id')).toBe(localStorage.getItem('app_id'));
    expect(sentRequest(fetchMock).headers.get('Authorization')).toBe('Bearer 7|qr-session-token');
  });

  it('an older link: stays logged out and the user cookie is removed', () => {
    vi.setSystemTime(issuedAt + 10_001);
    applyQrDecision(decideQrLogin(qrPayload(issuedAt)));
    expect(useSessionStore.getState()).toMatchObject({ logged: false, token: null, user: null, security: false });
    expect(readCookie('user')).toBeUndefined();
  });

  it('a non-object payload: stays logged out (the cookie is left alone)', () => {
    vi.setSystemTime(issuedAt);
    applyQrDecision(decideQrLogin('7|qr-session-token'));
    expect(useSessionStore.getState()).toMatchObject({ logged: false, token: null, security: false });
    expect(readCookie('user')).toBe('{"id":"old"}');
  });
});
