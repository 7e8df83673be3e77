import { describe, expect, it } from 'vitest';
import { parsePracticeSize } from './practice-size.ts';

describe('parsePracticeSize', () => {
  it('takes whole numbers from 1 to 100', () => {
    expect(parsePracticeSize('1')).toEqual({ ok: true, size: 1 });
    expect(parsePracticeSize(' 25 ')).toEqual({ ok: true, size: 25 });
    expect(parsePracticeSize('100')).toEqual({ ok: true, size: 100 });
  });

  it('says what is wrong otherwise', () => {
    expect(parsePracticeSize('')).toEqual({ ok: false, problem: 'empty' });
    expect(parsePracticeSize('2,5')).toEqual({ ok: false, problem: 'notWhole' });
    expect(parsePracticeSize('abc')).toEqual({ ok: false, problem: 'notWhole' });
    expect(parsePracticeSize('0')).toEqual({ ok: false, problem: 'tooSmall' });
    expect(parsePracticeSize('-3')).toEqual({ ok: false, problem: 'tooSmall' });
    expect(parsePracticeSize('101')).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
