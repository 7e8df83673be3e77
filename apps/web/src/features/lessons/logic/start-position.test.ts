import { describe, expect, it } from 'vitest';
import { parseStartSeconds, startPosition } from './start-position.ts';

describe('parseStartSeconds', () => {
  it('reads whole seconds', () => {
    expect(parseStartSeconds('0')).toBe(0);
    expect(parseStartSeconds('754')).toBe(754);
  });

  it('reads anything else as no start', () => {
    for (const value of [undefined, '', '-5', '12.5', '1m30s', 'abc', '9999999', '86401'])
      expect(parseStartSeconds(value)).toBeNull();
  });
});

describe('startPosition', () => {
  it('starts at the requested second, even before the saved position or under the resume minimum', () => {
    expect(startPosition(754, 100, 1800)).toBe(754);
    expect(startPosition(1, 900, 1800)).toBe(1);
    expect(startPosition(0, 900, 1800)).toBe(0);
  });

  it('keeps a requested second inside the video', () => {
    expect(startPosition(5000, 0, 1800)).toBe(1799);
  });

  it('takes the requested second as is while the duration is unknown', () => {
    expect(startPosition(754, 0, Number.NaN)).toBe(754);
  });

  it('resumes where the learner stopped without a requested second', () => {
    expect(startPosition(null, 600, 1800)).toBe(600);
    expect(startPosition(null, 2, 1800)).toBe(0);
  });
});
