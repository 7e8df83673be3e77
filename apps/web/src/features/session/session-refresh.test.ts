import { sessionLifetimeDays } from '@members/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../lib/api/test-fetch.ts';
import { initialSessionState, sessionStoreId, useSessionStore } from '../../lib/session/session-store.ts';
import { refreshLockName, refreshRetryMs, startSessionRefresh } from './session-refresh.ts';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const lifetime = sessionLifetimeDays * day;
const refreshCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/refresh')).length;

/** Web Locks as a browser gives them: one holder at a time, across the tabs of this origin. */
function fakeWebLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  const request = vi.fn((_name: string, work: () => Promise<unknown>) => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return request;
}

describe('the session refresher (sliding sessions)', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
    useSessionStore.getState().signIn({ token: 's1|first' });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'locks');
    useSessionStore.setState(initialSessionState);
  });

  it('refreshes a day after sign-in, 29 days before the end, once, and again a day later', async () => {
    const fetchMock = mockFetch(jsonResponse({ token: 's1|second' }), jsonResponse({ token: 's1|third' }));
    const signedInAt = Date.now();
    stop = startSessionRefresh();
    await vi.advanceTimersByTimeAsync(23 * hour);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1 * hour + 1_000);
    expect(refreshCalls(fetchMock)).toBe(1);
    const { url, init, headers } = sentRequest(fetchMock);
    expect([url, init.method, headers.get('Authorization')]).toEqual(['/api/auth/refresh', 'POST', 'Bearer s1|first']);
    expect(Date.now() - signedInAt).toBeLessThan(lifetime - 28 * day);
    // The answer's schema loads with it (a dynamic import, not a timer).
    await vi.waitFor(() => expect(useSessionStore.getState()).toMatchObject({ token: 's1|second', logged: true }));
    expect(useSessionStore.getState().tokenIssuedAt).toBeGreaterThanOrEqual(signedInAt + day);
    expect(JSON.parse(localStorage.getItem(sessionStoreId) ?? '{}').state.token).toBe('s1|second');

    await vi.advanceTimersByTimeAsync(23 * hour);
    expect(refreshCalls(fetchMock)).toBe(1);
    await vi.advanceTimersByTimeAsync(2 * hour);
    expect(refreshCalls(fetchMock)).toBe(2);
    await vi.waitFor(() => expect(useSessionStore.getState().token).toBe('s1|third'));
  });

  it('keeps an app left open signed in for 90 days, never near the 30-day end', async () => {
    let issued = 0;
    let oldest = 0; // the age of the oldest token a refresh replaced
    const fetchMock = vi.fn<typeof fetch>(async () => {
      oldest = Math.max(oldest, Date.now() - (useSessionStore.getState().tokenIssuedAt ?? 0));
      return jsonResponse({ token: `s1|t${++issued}` });
    });
    vi.stubGlobal('fetch', fetchMock);
    stop = startSessionRefresh();
    for (let hours = 0; hours < 90 * 24; hours += 6) await vi.advanceTimersByTimeAsync(6 * hour);
    await vi.waitFor(() => expect(useSessionStore.getState().token).toBe(`s1|t${issued}`));
    console.log(
      `sliding session: 90 days of use, ${issued} refreshes, a token at most ${(oldest / day).toFixed(2)} days old of ${sessionLifetimeDays}`,
    );
    expect(useSessionStore.getState().logged).toBe(true);
    expect(issued).toBeGreaterThanOrEqual(85);
    expect(issued).toBeLessThanOrEqual(90);
    expect(oldest).toBeLessThan(lifetime - 28 * day);
  });

  it('one tab at a time: the tab that waited on the lock takes the new token the other stored, and calls nothing', async () => {
    const locks = fakeWebLocks();
    const fetchMock = mockFetch(jsonResponse({ token: 's1|mine' }));
    let releaseOtherTab = () => {};
    void navigator.locks.request(refreshLockName, () => new Promise<void>((resolve) => (releaseOtherTab = resolve)));
    stop = startSessionRefresh();
    await vi.advanceTimersByTimeAsync(25 * hour);
    expect(fetchMock).not.toHaveBeenCalled(); // waiting for the other tab
    const otherTabRefreshedAt = Date.now();
    localStorage.setItem(
      sessionStoreId,
      JSON.stringify({ state: { token: 's1|from-other-tab', tokenIssuedAt: otherTabRefreshedAt }, version: 0 }),
    );
    releaseOtherTab();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({
      token: 's1|from-other-tab',
      tokenIssuedAt: otherTabRefreshedAt,
    });
    expect(locks).toHaveBeenCalledWith(refreshLockName, expect.any(Function));
  });

  it("follows another tab's refresh of this session (storage event), never another session's or an older token", async () => {
    mockFetch();
    stop = startSessionRefresh();
    const store = (token: string, tokenIssuedAt: number) => {
      localStorage.setItem(sessionStoreId, JSON.stringify({ state: { token, tokenIssuedAt }, version: 0 }));
      window.dispatchEvent(new StorageEvent('storage', { key: sessionStoreId }));
    };
    const signedInAt = Date.now();
    store('s2|another-session', signedInAt + 1);
    store('s1|older', signedInAt - 1);
    expect(useSessionStore.getState().token).toBe('s1|first');
    store('s1|newer', signedInAt + 1);
    expect(useSessionStore.getState()).toMatchObject({ token: 's1|newer', tokenIssuedAt: signedInAt + 1 });
  });

  it('a login elsewhere still ends the session: the 401 clears it, asks for the modal and stops refreshing', async () => {
    const superseded = { error: { code: 'auth.session_superseded', message: 'Signed in elsewhere' } };
    const fetchMock = mockFetch(jsonResponse(superseded, 401));
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    useSessionStore.getState().update({ tokenIssuedAt: null }); // stored by an older version: due now
    stop = startSessionRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshCalls(fetchMock)).toBe(1);
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      logged: false,
      showUnauthorizedModal: true,
      unauthorizedReason: 'superseded',
    });
    await vi.advanceTimersByTimeAsync(3 * day);
    expect(refreshCalls(fetchMock)).toBe(1);
  });

  it('offline: keeps the session and tries again in a few minutes', async () => {
    const fetchMock = mockFetch(new TypeError('Failed to fetch'), jsonResponse({ token: 's1|second' }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stop = startSessionRefresh();
    await vi.advanceTimersByTimeAsync(day);
    expect(refreshCalls(fetchMock)).toBe(1);
    expect(useSessionStore.getState()).toMatchObject({ token: 's1|first', logged: true });
    await vi.advanceTimersByTimeAsync(refreshRetryMs);
    expect(refreshCalls(fetchMock)).toBe(2);
    await vi.waitFor(() => expect(useSessionStore.getState().token).toBe('s1|second'));
  });
});
