import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkReloadMarkerKey, installChunkReload, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

describe('chunk-load failure reload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reloads on the first failure and not on a second one within 10 s', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(reload)).toBe(true);
    vi.advanceTimersByTime(9_999);
    expect(reloadOnceForChunkError(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the 10 000 ms marker has expired', () => {
    const reload = vi.fn();
    reloadOnceForChunkError(reload);
    vi.advanceTimersByTime(10_000);
    expect(reloadOnceForChunkError(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(chunkReloadMarkerKey)).toBe(String(Date.now()));
  });

  it('handles vite:preloadError: prevents the crash only when it reloads', () => {
    const reload = vi.fn();
    const dispose = installChunkReload(window, reload);
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    dispose();
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('recognises failed dynamic imports and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Page Not Found: /x'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
