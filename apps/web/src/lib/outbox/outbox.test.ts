import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../api/test-fetch.ts';
import type * as OutboxModule from './outbox.ts';
import type * as StoreModule from './outbox-store.ts';
import { storeSession } from './outbox-test-session.ts';

type Outbox = typeof OutboxModule;
type Store = typeof StoreModule;

/** A fresh copy of the outbox and its store, as after a page load (module state and the persisted queue). */
async function load(): Promise<Outbox & Store> {
  vi.resetModules();
  return { ...(await import('./outbox.ts')), ...(await import('./outbox-store.ts')) };
}

const write = (n: number, extra: { replaceKey?: string; group?: string } = {}) => ({
  id: `key-${n}`,
  method: 'PUT' as const,
  path: `/api/simulados/1/attempt/answers/${n}`,
  body: { n },
  group: extra.group ?? 'simulado:1',
  ...(extra.replaceKey ? { replaceKey: extra.replaceKey } : {}),
});

const errorResponse = (status: number, code: string) => jsonResponse({ error: { code, message: code } }, status);
const networkFailure = () => new TypeError('Failed to fetch');
const sentPaths = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);
const sentBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  localStorage.clear();
  storeSession('0f1e|secret', 'u-1');
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('outbox', () => {
  it('sends the queued writes one after the other, in order, and resolves each with its answer', async () => {
    const outbox = await load();
    fetchMock.mockImplementation(async (url) => jsonResponse({ saved: new URL(String(url), 'http://x').pathname }));
    const answers = [outbox.enqueueWrite(write(1)), outbox.enqueueWrite(write(2)), outbox.enqueueWrite(write(3))];
    await expect(Promise.all(answers)).resolves.toEqual([
      { saved: '/api/simulados/1/attempt/answers/1' },
      { saved: '/api/simulados/1/attempt/answers/2' },
      { saved: '/api/simulados/1/attempt/answers/3' },
    ]);
    expect(sentPaths(fetchMock)).toEqual([
      '/api/simulados/1/attempt/answers/1',
      '/api/simulados/1/attempt/answers/2',
      '/api/simulados/1/attempt/answers/3',
    ]);
    expect(outbox.useOutboxStore.getState()).toMatchObject({ entries: [], status: 'saved' });
  });

  it('remembers which groups sent something in this page (a screen says "Salvo" only after its own writes)', async () => {
    const outbox = await load();
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    expect(outbox.useOutboxStore.getState().sentGroups).toEqual([]);
    await Promise.all([
      outbox.enqueueWrite(write(1, { group: 'practice:7' })),
      outbox.enqueueWrite(write(2, { group: 'practice:7' })),
    ]);
    expect(outbox.useOutboxStore.getState()).toMatchObject({ status: 'saved', sentGroups: ['practice:7'] });
    // Not persisted: after a reload only the queue comes back.
    expect(JSON.parse(localStorage.getItem('answer-outbox') ?? '{}')).toEqual({
      state: { entries: [], held: [] },
      version: 0,
    });
  });

  it('retries after a network failure with growing delays (1 s, then 2 s) and keeps the order', async () => {
    const outbox = await load();
    fetchMock
      .mockRejectedValueOnce(networkFailure())
      .mockRejectedValueOnce(networkFailure())
      .mockImplementation(async () => jsonResponse({ ok: true }));
    const first = outbox.enqueueWrite(write(1));
    await vi.advanceTimersByTimeAsync(0);
    const second = outbox.enqueueWrite(write(2)); // nudges a send of the head: second failure
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(outbox.useOutboxStore.getState().status).toBe('offline');
    expect(outbox.pendingCount('simulado:1')).toBe(2);

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2); // two failures: the next try waits 2 s
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toEqual({ ok: true });
    await expect(second).resolves.toEqual({ ok: true });
    expect(sentPaths(fetchMock)).toEqual([
      '/api/simulados/1/attempt/answers/1',
      '/api/simulados/1/attempt/answers/1',
      '/api/simulados/1/attempt/answers/1',
      '/api/simulados/1/attempt/answers/2',
    ]);
    expect(outbox.useOutboxStore.getState()).toMatchObject({ entries: [], status: 'saved' });
  });

  it('waits 1 s after a first failure', async () => {
    const outbox = await load();
    fetchMock.mockRejectedValueOnce(networkFailure()).mockImplementation(async () => jsonResponse({ ok: true }));
    const sent = outbox.enqueueWrite(write(1));
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(sent).resolves.toEqual({ ok: true });
  });

  it('retries a 5xx like a network failure', async () => {
    const outbox = await load();
    fetchMock
      .mockResolvedValueOnce(errorResponse(503, 'common.service_unavailable'))
      .mockImplementation(async () => jsonResponse({ ok: true }));
    const sent = outbox.enqueueWrite(write(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.useOutboxStore.getState().status).toBe('error');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(sent).resolves.toEqual({ ok: true });
  });

  it('resends at once when the browser comes back online', async () => {
    const outbox = await load();
    fetchMock.mockRejectedValueOnce(networkFailure()).mockResolvedValueOnce(jsonResponse({ ok: true }));
    outbox.startOutbox();
    const sent = outbox.enqueueWrite(write(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(sent).resolves.toEqual({ ok: true });
  });

  it('drops a write the server refuses (4xx) and rejects it with the code, then goes on with the next', async () => {
    const outbox = await load();
    fetchMock
      .mockResolvedValueOnce(errorResponse(409, 'simulados.deadline_passed'))
      .mockResolvedValueOnce(jsonResponse({ ok: true }));
    const refused = outbox.enqueueWrite(write(1));
    const next = outbox.enqueueWrite(write(2));
    await expect(refused).rejects.toMatchObject({ name: 'ApiError', status: 409, code: 'simulados.deadline_passed' });
    await expect(next).resolves.toEqual({ ok: true });
    expect(outbox.useOutboxStore.getState().entries).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the refusal code for the group until a later write succeeds', async () => {
    const outbox = await load();
    fetchMock.mockResolvedValueOnce(errorResponse(409, 'simulados.already_submitted'));
    await expect(outbox.enqueueWrite(write(1))).rejects.toMatchObject({ code: 'simulados.already_submitted' });
    expect(outbox.useOutboxStore.getState()).toMatchObject({
      status: 'error',
      lastErrorCode: 'simulados.already_submitted',
      lastErrorGroup: 'simulado:1',
    });
  });

  it('replaces an unsent older write with the same replaceKey, never the one on the wire', async () => {
    const outbox = await load();
    let release: (response: Response) => void = () => undefined;
    fetchMock
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)))
      .mockImplementation(async () => jsonResponse({ ok: true }));
    const inFlight = outbox.enqueueWrite(write(1, { replaceKey: 'q1' }));
    await vi.advanceTimersByTimeAsync(0);
    const older = outbox.enqueueWrite({ ...write(2, { replaceKey: 'q1' }), body: { n: 'older' } });
    const newer = outbox.enqueueWrite({ ...write(3, { replaceKey: 'q1' }), body: { n: 'newer' } });
    await expect(older).resolves.toBeUndefined(); // superseded before it was sent
    expect(outbox.useOutboxStore.getState().entries.map((entry) => entry.id)).toEqual(['key-1', 'key-3']);
    release(jsonResponse({ ok: 'first' }));
    await expect(inFlight).resolves.toEqual({ ok: 'first' });
    await expect(newer).resolves.toEqual({ ok: true });
    expect(sentBodies(fetchMock)).toEqual([{ n: 1 }, { n: 'newer' }]);
  });

  it('replaces a queued write waiting for a retry (not on the wire) too', async () => {
    const outbox = await load();
    fetchMock.mockRejectedValueOnce(networkFailure()).mockImplementation(async () => jsonResponse({ ok: true }));
    const first = outbox.enqueueWrite(write(1, { replaceKey: 'q1' }));
    await vi.advanceTimersByTimeAsync(0); // failed: waiting for its retry
    fetchMock
      .mockClear()
      .mockRejectedValueOnce(networkFailure())
      .mockImplementation(async () => jsonResponse({ ok: true }));
    const second = outbox.enqueueWrite({ ...write(2, { replaceKey: 'q1' }), body: { n: 'second' } });
    await expect(first).resolves.toBeUndefined();
    expect(outbox.pendingCount('simulado:1')).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(second).resolves.toEqual({ ok: true });
    expect(sentBodies(fetchMock).at(-1)).toEqual({ n: 'second' });
  });

  it('survives a reload: the queue is read back from localStorage and sent by the next page', async () => {
    const before = await load();
    fetchMock.mockRejectedValue(networkFailure());
    void before.enqueueWrite(write(1)).catch(() => undefined);
    void before.enqueueWrite(write(2)).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(localStorage.getItem('answer-outbox') ?? '{}')).toMatchObject({
      state: { entries: [{ id: 'key-1' }, { id: 'key-2' }] },
    });

    // The page reloads: a new module instance, the old one's timers gone.
    vi.clearAllTimers();
    fetchMock.mockReset().mockImplementation(async () => jsonResponse({ ok: true }));
    const after = await load();
    expect(after.pendingCount('simulado:1')).toBe(2);
    after.startOutbox();
    await vi.advanceTimersByTimeAsync(0);
    expect(sentPaths(fetchMock)).toEqual(['/api/simulados/1/attempt/answers/1', '/api/simulados/1/attempt/answers/2']);
    expect(after.pendingCount('simulado:1')).toBe(0);
    expect(JSON.parse(localStorage.getItem('answer-outbox') ?? '{}')).toMatchObject({ state: { entries: [] } });
  });

  it('counts pending writes per group', async () => {
    const outbox = await load();
    fetchMock.mockRejectedValue(networkFailure());
    void outbox.enqueueWrite(write(1)).catch(() => undefined);
    void outbox.enqueueWrite(write(2, { group: 'simulado:2' })).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.pendingCount('simulado:1')).toBe(1);
    expect(outbox.pendingCount('simulado:2')).toBe(1);
    vi.clearAllTimers();
  });
});

describe('outbox with a hung request', () => {
  it('abandons a request unanswered after 20 s and retries it, so the queue never stalls', async () => {
    const outbox = await load();
    fetchMock
      .mockImplementationOnce(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          ),
      )
      .mockImplementation(async () => jsonResponse({ ok: true }));
    const sent = outbox.enqueueWrite(write(1));
    await vi.advanceTimersByTimeAsync(outbox.requestTimeoutMs);
    expect(outbox.useOutboxStore.getState().status).toBe('offline');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(sent).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
