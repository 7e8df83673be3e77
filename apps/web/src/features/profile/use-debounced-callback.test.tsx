import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cropperChangeDebounceMs } from './cropper-settings.ts';
import { useDebouncedCallback } from './use-debounced-callback.ts';

describe('useDebouncedCallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls the latest callback once, 500 ms after the last call, with the last arguments', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ callback }) => useDebouncedCallback(callback, cropperChangeDebounceMs), {
      initialProps: { callback: first },
    });
    result.current(1);
    vi.advanceTimersByTime(400);
    result.current(2);
    rerender({ callback: latest });
    vi.advanceTimersByTime(499);
    expect(latest).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(latest).toHaveBeenCalledExactlyOnceWith(2);
    expect(first).not.toHaveBeenCalled();
  });

  it('drops a pending call on unmount', () => {
    const callback = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(callback, 500));
    result.current();
    unmount();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});
