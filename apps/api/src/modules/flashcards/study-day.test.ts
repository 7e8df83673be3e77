import { describe, expect, it } from 'vitest';
import { studyDayKey, studyDayStart, studyWeekday } from './study-day.ts';

describe('study days (São Paulo)', () => {
  it('turn at São Paulo midnight, not UTC midnight', () => {
    expect(studyDayKey(new Date('2026-11-27T02:59:59Z'))).toBe('2026-11-26');
    expect(studyDayKey(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-27');
    expect(studyDayStart(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(studyDayStart(new Date('2026-11-26T12:00:00Z'), 1).toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });

  it('name the weekday of the local date', () => {
    // 2026-11-26 is a Thursday; 01:00 UTC on the 29th is still Saturday the 28th in São Paulo.
    expect(studyWeekday(new Date('2026-11-26T15:00:00Z'))).toBe(4);
    expect(studyWeekday(new Date('2026-11-29T01:00:00Z'))).toBe(6);
  });
});
