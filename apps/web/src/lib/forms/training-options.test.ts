import { describe, expect, it } from 'vitest';
import { examYearOptions } from './training-options.ts';

describe('examYearOptions', () => {
  it('starts at the current year, never a year already past, and goes twelve years ahead', () => {
    const years = examYearOptions(null, new Date(2026, 10, 26));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2038);
    expect(years).toHaveLength(13);
    expect(examYearOptions(null, new Date(2027, 0, 1))[0]).toBe(2027);
  });

  it('keeps a stored year that has passed, first, so the profile shows what it holds', () => {
    expect(examYearOptions(2025, new Date(2026, 10, 26)).slice(0, 2)).toEqual([2025, 2026]);
    expect(examYearOptions(2030, new Date(2026, 10, 26))).toEqual(examYearOptions(null, new Date(2026, 10, 26)));
  });
});
