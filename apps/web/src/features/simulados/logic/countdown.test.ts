import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcementLevel, clockOffset, isWarning, remainingMs } from './countdown.ts';

describe('countdown driven by the server clock', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-05-12T12:00:00.000Z') }));
  afterEach(() => vi.useRealTimers());

  it('measures the offset between server and device once, then counts down on the device clock', () => {
    // The device is 90 s behind the server.
    const offset = clockOffset('2026-05-12T12:01:30.000Z', Date.now());
    expect(offset).toBe(90_000);
    const deadline = '2026-05-12T12:31:30.000Z'; // 30 min after the server's now
    expect(remainingMs(deadline, Date.now(), offset)).toBe(30 * 60_000);
    vi.advanceTimersByTime(10 * 60_000 + 500);
    expect(remainingMs(deadline, Date.now(), offset)).toBe(20 * 60_000 - 500);
  });

  it('never goes below zero after the deadline', () => {
    const offset = clockOffset('2026-05-12T12:00:00.000Z', Date.now());
    vi.advanceTimersByTime(61_000);
    expect(remainingMs('2026-05-12T12:01:00.000Z', Date.now(), offset)).toBe(0);
  });

  it('ignores an unreadable server time', () => {
    expect(clockOffset('not a date', Date.now())).toBe(0);
  });
});

describe('announcementLevel / isWarning', () => {
  it('announces at 10, 5 and 1 minute(s) left', () => {
    expect(announcementLevel(11 * 60_000)).toBeNull();
    expect(announcementLevel(10 * 60_000)).toBe(10);
    expect(announcementLevel(6 * 60_000)).toBe(10);
    expect(announcementLevel(5 * 60_000)).toBe(5);
    expect(announcementLevel(59_000)).toBe(1);
  });

  it('warns visually under five minutes', () => {
    expect(isWarning(5 * 60_000)).toBe(false);
    expect(isWarning(5 * 60_000 - 1)).toBe(true);
  });
});
