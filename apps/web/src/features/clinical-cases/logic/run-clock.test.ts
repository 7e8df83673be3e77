import { caseIdleCapSeconds } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { formatClock, runElapsedSeconds } from './run-clock.ts';

const state = { active_seconds: 100, last_activity_at: '2026-11-26T10:00:00.000Z', finished_at: null };
const at = (seconds: number) => Date.parse(state.last_activity_at) + seconds * 1000;

describe('runElapsedSeconds', () => {
  it('adds the whole seconds since the last decision to the active ones', () => {
    expect(runElapsedSeconds(state, at(0))).toBe(100);
    expect(runElapsedSeconds(state, at(42.9))).toBe(142);
  });

  it('caps the time since the last decision as the API does (a learner who left)', () => {
    expect(runElapsedSeconds(state, at(caseIdleCapSeconds - 1))).toBe(100 + caseIdleCapSeconds - 1);
    expect(runElapsedSeconds(state, at(3600))).toBe(100 + caseIdleCapSeconds);
  });

  it('never counts back when the device clock is behind the server', () => {
    expect(runElapsedSeconds(state, at(-30))).toBe(100);
  });

  it('stops at the active seconds once finished', () => {
    expect(runElapsedSeconds({ ...state, finished_at: '2026-11-26T10:01:00.000Z' }, at(60))).toBe(100);
  });
});

describe('formatClock', () => {
  it('writes minutes and seconds, then hours', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(425)).toBe('07:05');
    expect(formatClock(3729)).toBe('1:02:09');
  });
});
