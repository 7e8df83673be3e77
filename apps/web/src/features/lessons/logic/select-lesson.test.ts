import { describe, expect, it } from 'vitest';
import { defaultLesson, neighbours, selectLesson } from './select-lesson.ts';

const lesson = (id: number, access = true, watched = false) => ({ id, access, watched });

describe('lesson selection', () => {
  it('opens the lesson of `aula` when the module has it', () => {
    const lessons = [lesson(10, true, true), lesson(11), lesson(12)];
    expect(selectLesson(lessons, '12')?.id).toBe(12);
    expect(selectLesson(lessons, '10')?.id).toBe(10);
  });

  it('defaults to the first accessible lesson not watched yet', () => {
    expect(selectLesson([lesson(1, true, true), lesson(2, false), lesson(3), lesson(4)], undefined)?.id).toBe(3);
  });

  it('falls back to the first lesson when every accessible one is watched or all are locked', () => {
    expect(defaultLesson([lesson(1, true, true), lesson(2, true, true)])?.id).toBe(1);
    expect(defaultLesson([lesson(5, false), lesson(6, false)])?.id).toBe(5);
  });

  it('ignores an `aula` that is not a lesson of the module, or not a number', () => {
    const lessons = [lesson(1, true, true), lesson(2)];
    for (const aula of ['99', 'abc', '', '2.5', '-1']) expect(selectLesson(lessons, aula)?.id).toBe(2);
  });

  it('has nothing to select in an empty module', () => {
    expect(selectLesson([], '1')).toBeUndefined();
  });

  it('finds the previous and next lessons, null at the ends', () => {
    const lessons = [lesson(1), lesson(2), lesson(3)];
    expect(neighbours(lessons, 1)).toEqual({ previous: null, next: lessons[1] });
    expect(neighbours(lessons, 2)).toEqual({ previous: lessons[0], next: lessons[2] });
    expect(neighbours(lessons, 3)).toEqual({ previous: lessons[1], next: null });
    expect(neighbours(lessons, 9)).toEqual({ previous: null, next: null });
  });
});
