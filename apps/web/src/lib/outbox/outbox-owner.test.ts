import type { ProducerBranding, User } from '@members/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../api/test-fetch.ts';
import { saveState } from './save-state.ts';
import { storeSession } from './outbox-test-session.ts';

/** A fresh page load: the outbox, its store and the session store, read back from localStorage. */
async function load() {
  vi.resetModules();
  return {
    ...(await import('./outbox.ts')),
    ...(await import('./outbox-store.ts')),
    ...(await import('./use-outbox-status.ts')),
    session: (await import('../session/session-store.ts')).useSessionStore,
  };
}
type Page = Awaited<ReturnType<typeof load>>;

const signIn = (page: Page, token: string, userId: string) =>
  page.session.getState().signIn({ token, user: { id: userId } as User, produtor: { id: 'p-1' } as ProducerBranding });

const write = (n: number) => ({
  id: `key-${n}`,
  method: 'PUT' as const,
  path: `/api/simulados/1/attempt/answers/${n}`,
  body: { n },
  group: 'simulado:1',
});
const ended = () => jsonResponse({ error: { code: 'auth.session_expired', message: 'Session ended' } }, 401);

/** Each request as "<token> <path>". */
const sent = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url, init]) => {
    const token = new Headers((init as RequestInit).headers).get('Authorization')?.replace('Bearer ', '');
    return `${token} ${new URL(String(url), 'http://x').pathname}`;
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the outbox sends a learner's writes only under that learner's session", () => {
  it("X's session ends with answers queued, Y signs in: nothing of X's goes with Y's token; X back: sent at once", async () => {
    storeSession('x|1', 'u-x');
    const page = await load();
    fetchMock.mockResolvedValueOnce(ended());
    const xAnswers = [page.enqueueWrite(write(1)), page.enqueueWrite(write(2))];
    await vi.waitFor(() => expect(page.session.getState().token).toBeNull());
    const indicator = renderHook(() => saveState(page.useOutboxStatus('simulado:1')));
    expect([indicator.result.current, page.pendingCount('simulado:1')]).toEqual(['saving', 2]);

    act(() => signIn(page, 'y|1', 'u-y'));
    // Y's screens count none of X's writes: not "saving", not pending, not sent under Y's token.
    expect([indicator.result.current, page.pendingCount('simulado:1')]).toEqual(['idle', 0]);
    await expect(page.enqueueWrite(write(3))).resolves.toEqual({ ok: true });
    expect(sent(fetchMock)).toEqual([
      'x|1 /api/simulados/1/attempt/answers/1',
      'y|1 /api/simulados/1/attempt/answers/3',
    ]);
    const stored = JSON.parse(localStorage.getItem('answer-outbox') ?? '{}') as { state: { held: { id: string }[] } };
    expect(stored.state.held.map((entry) => entry.id)).toEqual(['key-1', 'key-2']);

    page.session.getState().clear();
    signIn(page, 'x|2', 'u-x'); // no drain called: the sign-in starts it
    await expect(Promise.all(xAnswers)).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(sent(fetchMock).slice(2)).toEqual([
      'x|2 /api/simulados/1/attempt/answers/1',
      'x|2 /api/simulados/1/attempt/answers/2',
    ]);
    expect(page.useOutboxStore.getState()).toMatchObject({ entries: [], held: [] });
  });

  it('the same learner signing back in after a 401 sends the queue at once, in order, each write once', async () => {
    storeSession('x|1', 'u-x');
    const page = await load();
    fetchMock.mockResolvedValueOnce(ended());
    const answers = [1, 2, 3].map((n) => page.enqueueWrite(write(n)));
    await vi.waitFor(() => expect(page.session.getState().token).toBeNull());
    expect(page.useOutboxStore.getState()).toMatchObject({ status: 'error' });
    expect(page.pendingCount('simulado:1')).toBe(3); // still this learner's: the indicator says they wait
    signIn(page, 'x|2', 'u-x');
    await expect(Promise.all(answers)).resolves.toHaveLength(3);
    expect(sent(fetchMock)).toEqual([
      'x|1 /api/simulados/1/attempt/answers/1',
      'x|2 /api/simulados/1/attempt/answers/1',
      'x|2 /api/simulados/1/attempt/answers/2',
      'x|2 /api/simulados/1/attempt/answers/3',
    ]);
  });

  it('signed out, nothing is sent: a page loaded after the 401 waits for the sign-in', async () => {
    storeSession('x|1', 'u-x');
    const before = await load();
    fetchMock.mockResolvedValueOnce(ended());
    void before.enqueueWrite(write(1)).catch(() => undefined);
    await vi.waitFor(() => expect(before.session.getState().token).toBeNull());
    fetchMock.mockClear();
    const after = await load();
    after.startOutbox();
    await after.drainOutbox();
    expect(fetchMock).not.toHaveBeenCalled();
    signIn(after, 'x|2', 'u-x');
    await vi.waitFor(() => expect(sent(fetchMock)).toEqual(['x|2 /api/simulados/1/attempt/answers/1']));
  });
});

describe('writes stored by the previous version (no owner)', () => {
  const storeOldQueue = () =>
    localStorage.setItem(
      'answer-outbox',
      JSON.stringify({ state: { entries: [{ ...write(1), createdAt: Date.now() }] }, version: 0 }),
    );

  it("are the stored session's learner's: sent with that session's token", async () => {
    storeOldQueue();
    storeSession('x|1', 'u-x');
    const page = await load();
    page.startOutbox();
    await vi.waitFor(() => expect(sent(fetchMock)).toEqual(['x|1 /api/simulados/1/attempt/answers/1']));
  });

  it('with no stored session they are held: the next learner to sign in does not send them', async () => {
    storeOldQueue();
    const page = await load();
    signIn(page, 'y|1', 'u-y');
    await page.drainOutbox();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(page.useOutboxStore.getState().held.map((entry) => entry.id)).toEqual(['key-1']);
  });
});

it("held writes are dropped once older than a session's lifetime (30 days)", async () => {
  const day = 864e5;
  const held = [
    { ...write(1), owner: 'p-1:u-x', createdAt: Date.now() - 31 * day },
    { ...write(2), owner: 'p-1:u-x', createdAt: Date.now() - 29 * day },
  ];
  localStorage.setItem('answer-outbox', JSON.stringify({ state: { entries: [], held }, version: 0 }));
  storeSession('y|1', 'u-y');
  const page = await load();
  expect(page.useOutboxStore.getState().held.map((entry) => entry.id)).toEqual(['key-2']);
});
