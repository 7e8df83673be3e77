import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** public/boot-prefetch.js, run as the browser runs a classic script. */
const script = readFileSync(join(import.meta.dirname, '../../../public/boot-prefetch.js'), 'utf8');
const runScript = () => new Function(script)();

describe('the early reads as public/boot-prefetch.js starts them (issue 19)', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
    delete window.__bootPrefetch;
    window.history.replaceState(null, '', '/');
  });

  const startedUrls = () => fetchMock.mock.calls.map((call) => (call as unknown as [string])[0]);

  it("starts a signed-in learner's landing reads one per task, with their token, for the app to take", () => {
    window.history.replaceState(null, '', '/courses');
    localStorage.setItem('session', JSON.stringify({ state: { token: 'tok-1', user: { id: 'u-1' } } }));
    runScript();
    expect(fetchMock).not.toHaveBeenCalled();
    for (let task = 1; task <= 6; task++) {
      vi.advanceTimersToNextTimer();
      expect(fetchMock).toHaveBeenCalledTimes(task);
    }
    vi.runAllTimers();
    expect(startedUrls()).toEqual([
      '/api/app-config',
      '/api/producers',
      `/api/producers/current?origin=${encodeURIComponent(window.location.origin)}`,
      '/api/user',
      '/api/courses?type=courses&page=1&per_page=100',
      '/api/user/courses',
    ]);
    const [, init] = fetchMock.mock.calls[3] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(window.__bootPrefetch?.['/api/user']?.authorization).toBe('Bearer tok-1');
  });

  it("starts only the public reads for a visitor, and none of a learner's", () => {
    runScript();
    vi.runAllTimers();
    expect(startedUrls()).toHaveLength(3);
    expect(window.__bootPrefetch?.['/api/app-config']?.authorization).toBeNull();
  });

  it('posts its tasks ahead of the bundle where the browser has a task scheduler', () => {
    const postTask = vi.fn((task: () => void) => {
      setTimeout(task, 0);
    });
    vi.stubGlobal('scheduler', { postTask });
    runScript();
    vi.runAllTimers();
    expect(startedUrls()).toHaveLength(3);
    expect(postTask).toHaveBeenCalledWith(expect.any(Function), { priority: 'user-blocking' });
  });
});
