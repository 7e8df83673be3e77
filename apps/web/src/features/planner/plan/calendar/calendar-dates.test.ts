import { describe, expect, it } from 'vitest';
import { addDays, addMonths, clampRange, datesBetween, monthGrid, weekStart } from './calendar-dates.ts';

describe('calendar dates', () => {
  it('moves across months, years and the end of February', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-01');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-01');
  });

  it('starts weeks on Sunday and fills a month grid with whole weeks', () => {
    expect(weekStart('2026-11-27')).toBe('2026-11-22');
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(monthGrid('2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    expect(datesBetween('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('keeps a range inside the plan, or nothing when outside', () => {
    expect(clampRange('2026-11-22', '2026-11-28', '2026-11-25', '2027-03-01')).toEqual({
      from: '2026-11-25',
      to: '2026-11-28',
    });
    expect(clampRange('2027-03-07', '2027-03-13', '2026-11-25', '2027-03-01')).toBeNull();
  });
});
