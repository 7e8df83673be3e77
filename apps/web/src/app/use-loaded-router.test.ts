import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadedRouter } from './use-loaded-router.ts';

/** A load the test settles by hand. */
function pendingLoad() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
  const load = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { load, settle: () => settle };
}

describe('useLoadedRouter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the branding before loading, then reports the first location loaded', async () => {
    const { load, settle } = pendingLoad();
    const { result, rerender } = renderHook(({ enabled }) => useLoadedRouter(load, enabled), {
      initialProps: { enabled: false },
    });
    expect(load).not.toHaveBeenCalled();
    rerender({ enabled: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
    await act(async () => settle().resolve());
    await waitFor(() => expect(result.current).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load as loaded, so the router shows its error screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, settle } = pendingLoad();
    const { result } = renderHook(() => useLoadedRouter(load, true));
    await act(async () => settle().reject(new Error('chunk failed')));
    await waitFor(() => expect(result.current).toBe(true));
    expect(logged).toHaveBeenCalledWith('[router] The first location failed to load.', expect.any(Error));
  });
});
