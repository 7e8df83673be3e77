import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCheckIntervalMs, isNewerBuild, startBuildCheck } from './build-check.ts';

describe('isNewerBuild', () => {
  it('is true only for a manifest naming another build', () => {
    expect(isNewerBuild('a1', { id: 'b2' })).toBe(true);
    expect(isNewerBuild('a1', { id: 'a1' })).toBe(false);
  });

  it('ignores unreadable manifests', () => {
    for (const manifest of [null, undefined, 'b2', {}, { id: '' }, { id: 42 }]) {
      expect(isNewerBuild('a1', manifest)).toBe(false);
    }
  });
});

describe('startBuildCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 5 minutes and on focus, announcing a new build once', async () => {
    let served: unknown = { id: 'a1' };
    const fetchManifest = vi.fn(async () => served);
    const onNewBuild = vi.fn();
    const stop = startBuildCheck({ embeddedId: 'a1', onNewBuild, fetchManifest });

    await vi.advanceTimersByTimeAsync(buildCheckIntervalMs);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();

    served = { id: 'b2' };
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(buildCheckIntervalMs * 2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
  });

  it('survives a failed fetch and tries again later', async () => {
    const fetchManifest = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue({ id: 'b2' });
    const onNewBuild = vi.fn();
    const stop = startBuildCheck({ embeddedId: 'a1', onNewBuild, fetchManifest });
    await vi.advanceTimersByTimeAsync(buildCheckIntervalMs);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(buildCheckIntervalMs);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
  });
});
