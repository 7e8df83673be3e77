import { describe, expect, it } from 'vitest';
import { clampIndex, navigatorCells } from './navigator.ts';
import { resumeIndex } from './resume-index.ts';

describe('navigatorCells', () => {
  it('gives each position its answered / marked / current state', () => {
    const cells = navigatorCells(
      [10, 20, 30],
      { 10: { alternative: 'A', marked: false }, 30: { alternative: null, marked: true } },
      1,
    );
    expect(cells).toEqual([
      { position: 1, questionId: 10, answered: true, marked: false, current: false },
      { position: 2, questionId: 20, answered: false, marked: false, current: true },
      { position: 3, questionId: 30, answered: false, marked: true, current: false },
    ]);
  });
});

describe('clampIndex', () => {
  it('keeps moves inside the exam', () => {
    expect(clampIndex(0, -1, 5)).toBe(0);
    expect(clampIndex(3, 1, 5)).toBe(4);
    expect(clampIndex(4, 1, 5)).toBe(4);
    expect(clampIndex(0, 1, 0)).toBe(0);
  });
});

describe('resumeIndex', () => {
  it('opens at the first blank question, else the first', () => {
    expect(resumeIndex([1, 2, 3], { 1: { alternative: 'A', marked: false } })).toBe(1);
    expect(resumeIndex([1, 2], { 1: { alternative: 'A', marked: false }, 2: { alternative: 'B', marked: true } })).toBe(
      0,
    );
  });
});
