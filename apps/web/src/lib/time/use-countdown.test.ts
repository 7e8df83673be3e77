import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsUntil, useCountdown } from './use-countdown.ts';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('rounds up to whole seconds and stops at 0; none without a deadline', () => {
    expect(secondsUntil(1_000_000 + 1_001, 1_000_000)).toBe(2);
    expect(secondsUntil(1_000_000 - 5, 1_000_000)).toBe(0);
    expect(secondsUntil(null)).toBe(0);
  });

  it('counts down within a quarter second of each real second, then stays at 0', () => {
    const until = Date.now() + 3_000;
    const { result } = renderHook(() => useCountdown(until));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_250));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(0);
  });

  it('a new deadline shows its own time at once', () => {
    const { result, rerender } = renderHook(({ until }) => useCountdown(until), {
      initialProps: { until: Date.now() + 1_000 },
    });
    act(() => vi.advanceTimersByTime(1_250));
    expect(result.current).toBe(0);
    rerender({ until: Date.now() + 60_000 });
    expect(result.current).toBe(60);
  });
});
