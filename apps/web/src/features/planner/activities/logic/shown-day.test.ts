import { describe, expect, it } from 'vitest';
import { shiftDay, shownDay } from './shown-day.ts';

const plan = { today: '2027-01-12', start: '2027-01-10', exam: '2027-05-02' };

describe('shownDay', () => {
  it('shows today without a day asked, with both neighbours', () => {
    expect(shownDay(undefined, plan)).toEqual({
      date: '2027-01-12',
      outside: null,
      previous: '2027-01-11',
      next: '2027-01-13',
    });
  });

  it('a day before the start shows the first day, with no previous one', () => {
    expect(shownDay('2026-12-31', plan)).toEqual({
      date: '2027-01-10',
      outside: 'beforeStart',
      previous: null,
      next: '2027-01-11',
    });
  });

  it('a day after the exam shows the exam day, with no next one', () => {
    expect(shownDay('2027-06-01', plan)).toMatchObject({ date: '2027-05-02', outside: 'afterExam', next: null });
  });

  it('today before the plan starts shows its first day', () => {
    expect(shownDay(undefined, { ...plan, today: '2027-01-01' })).toMatchObject({
      date: '2027-01-10',
      outside: 'beforeStart',
    });
  });
});

describe('shiftDay', () => {
  it('crosses months, years and leap days', () => {
    expect(shiftDay('2027-01-31', 1)).toBe('2027-02-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
  });
});
