import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../../lib/session/session-store.ts';
import { downloadFile, type DownloadFailure } from './download-file.ts';
import { jsonResponse, mockFetch, sentRequest } from './test-fetch.ts';

afterEach(() => {
  useSessionStore.setState(initialSessionState);
});

/** A body that arrives in the given chunks (sizes in bytes). */
function chunkedBody(sizes: number[]): ReadableStream<Uint8Array> {
  const queue = [...sizes];
  return new ReadableStream({
    pull(controller) {
      const size = queue.shift();
      if (size === undefined) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(65));
    },
  });
}

function fileResponse(sizes: number[], headers: Record<string, string> = {}): Response {
  return new Response(chunkedBody(sizes), { status: 200, headers: { 'Content-Type': 'application/pdf', ...headers } });
}

function track() {
  const progress: (number | null)[] = [];
  const failures: DownloadFailure[] = [];
  return {
    progress,
    failures,
    options: {
      onProgress: (percent: number | null) => progress.push(percent),
      onError: (failure: DownloadFailure) => failures.push(failure),
    },
  };
}

describe('downloadFile', () => {
  it('sends the session headers with cookies and reports percent progress from Content-Length', async () => {
    useSessionStore.setState({ token: '7|secret' });
    document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
    const fetchMock = mockFetch(fileResponse([250, 250, 500], { 'Content-Length': '1000' }));
    const { progress, failures, options } = track();

    const blob = await downloadFile('/api/apostilas/3/download', options);

    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/apostilas/3/download');
    expect(init.credentials).toBe('include');
    expect(headers.get('Authorization')).toBe('Bearer 7|secret');
    expect(headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(progress).toEqual([0, 25, 50, 100]);
    expect(failures).toEqual([]);
    expect(blob?.size).toBe(1000);
    expect(blob?.type).toBe('application/pdf');
  });

  it('reports an unknown size once (null) when Content-Length is missing, and still returns the file', async () => {
    mockFetch(fileResponse([10, 20]));
    const { progress, options } = track();
    const blob = await downloadFile('/api/apostilas/3/download', options);
    expect(progress).toEqual([null]);
    expect(blob?.size).toBe(30);
  });

  it('never reports past 100 when more bytes arrive than announced', async () => {
    mockFetch(fileResponse([60, 60], { 'Content-Length': '100' }));
    const { progress, options } = track();
    await downloadFile('/api/x', options);
    expect(progress).toEqual([0, 60, 100]);
  });

  it("answers null with 'Erro HTTP: {status} - {statusText}' on a non-OK response, keeping the API's code", async () => {
    const locked = new Response(
      JSON.stringify({
        error: { code: 'courses.lesson_locked', message: 'Locked', data: { purchase_url: 'https://x' } },
      }),
      {
        status: 403,
        statusText: 'Forbidden',
        headers: { 'Content-Type': 'application/json' },
      },
    );
    mockFetch(locked, new Response('oops', { status: 500, statusText: 'Internal Server Error' }));
    const first = track();
    expect(await downloadFile('/api/apostilas/9/download', first.options)).toBeNull();
    expect(first.failures).toEqual([
      { message: 'Erro HTTP: 403 - Forbidden', status: 403, code: 'courses.lesson_locked' },
    ]);
    expect(first.progress).toEqual([]);

    const second = track();
    expect(await downloadFile('/api/apostilas/9/download', second.options)).toBeNull();
    expect(second.failures).toEqual([{ message: 'Erro HTTP: 500 - Internal Server Error', status: 500 }]);
  });

  it('hands a 401 to the unauthorized handling', async () => {
    useSessionStore.setState({ token: '7|secret', logged: true });
    mockFetch(jsonResponse({ error: { code: 'auth.session_superseded', message: 'x' } }, 401));
    const { failures, options } = track();
    expect(await downloadFile('/api/apostilas/9/download', options)).toBeNull();
    expect(failures[0]?.message).toBe('Erro HTTP: 401 - ');
    expect(useSessionStore.getState().showUnauthorizedModal).toBe(true);
  });

  it("answers null with 'O corpo da resposta não está disponível.' when the response has no body", async () => {
    mockFetch(new Response(null, { status: 200 }));
    const { failures, options } = track();
    expect(await downloadFile('/api/x', options)).toBeNull();
    expect(failures).toEqual([{ message: 'O corpo da resposta não está disponível.', status: 200 }]);
  });

  it('answers null without an error when aborted, before or while reading', async () => {
    const controller = new AbortController();
    // Like a real fetch: aborting errors the body stream that is still arriving.
    const fetchMock = vi.fn<typeof fetch>((_url, init) => {
      const stalled = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new Uint8Array(10));
          init?.signal?.addEventListener('abort', () =>
            stream.error(new DOMException('The operation was aborted.', 'AbortError')),
          );
        },
      });
      return Promise.resolve(new Response(stalled, { headers: { 'Content-Length': '100' } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const { progress, failures, options } = track();
    const download = downloadFile('/api/x', { ...options, signal: controller.signal });
    await vi.waitFor(() => expect(progress).toEqual([0, 10]));
    controller.abort();
    expect(await download).toBeNull();
    expect(failures).toEqual([]);

    mockFetch(new DOMException('The operation was aborted.', 'AbortError'));
    expect(await downloadFile('/api/x', { ...options, signal: controller.signal })).toBeNull();
    expect(failures).toEqual([]);
  });

  it('reports a network failure with the network code', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const { failures, options } = track();
    expect(await downloadFile('/api/x', options)).toBeNull();
    expect(failures).toEqual([{ message: 'Failed to fetch', status: 0, code: 'common.network' }]);
  });
});
