import { describe, expect, it } from 'vitest';
import { resumePosition } from './resume-position.ts';

describe('resumePosition', () => {
  it('resumes where the learner stopped', () => {
    expect(resumePosition(12, 30)).toBe(12);
    expect(resumePosition(600, 1800)).toBe(600);
  });

  it('starts over below 3 s and within the last 5%', () => {
    expect(resumePosition(2, 30)).toBe(0);
    expect(resumePosition(3, 30)).toBe(3);
    expect(resumePosition(28.5, 30)).toBe(0);
    expect(resumePosition(28.4, 30)).toBe(28.4);
  });

  it('resumes when the duration is not known yet', () => {
    expect(resumePosition(40, Number.NaN)).toBe(40);
    expect(resumePosition(40, 0)).toBe(40);
  });
});
