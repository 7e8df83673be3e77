import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

const partial = (start: number, end: number) => ({ kind: 'partial', start, end });
const whole = { kind: 'whole' };
const unsatisfiable = { kind: 'unsatisfiable' };

describe('parseByteRange', () => {
  it('sends the whole file without a Range header', () => {
    expect(parseByteRange(undefined, 100)).toEqual(whole);
  });

  it('reads first-last, first- and -suffix ranges', () => {
    expect(parseByteRange('bytes=0-0', 100)).toEqual(partial(0, 0));
    expect(parseByteRange('bytes=10-19', 100)).toEqual(partial(10, 19));
    expect(parseByteRange('bytes=90-', 100)).toEqual(partial(90, 99));
    expect(parseByteRange('bytes=-10', 100)).toEqual(partial(90, 99));
    expect(parseByteRange('bytes=99-99', 100)).toEqual(partial(99, 99));
  });

  it('clamps an end beyond the size and takes a suffix larger than the file as the whole of it', () => {
    expect(parseByteRange('bytes=50-1000', 100)).toEqual(partial(50, 99));
    expect(parseByteRange('bytes=-1000', 100)).toEqual(partial(0, 99));
  });

  it('refuses a start at or past the end, and a suffix of zero bytes', () => {
    expect(parseByteRange('bytes=100-', 100)).toEqual(unsatisfiable);
    expect(parseByteRange('bytes=100-200', 100)).toEqual(unsatisfiable);
    expect(parseByteRange('bytes=-0', 100)).toEqual(unsatisfiable);
  });

  it('handles an empty file: no byte to start at, and a suffix sends the (empty) whole', () => {
    expect(parseByteRange('bytes=0-', 0)).toEqual(unsatisfiable);
    expect(parseByteRange('bytes=0-0', 0)).toEqual(unsatisfiable);
    expect(parseByteRange('bytes=-5', 0)).toEqual(whole);
    expect(parseByteRange('bytes=-0', 0)).toEqual(unsatisfiable);
  });

  it.each([
    'garbage',
    'bytes',
    'bytes=',
    'bytes=-',
    'bytes=abc',
    'bytes=1-2-3',
    'bytes=a-5',
    'items=0-5',
    'bytes=0x10-20',
    'bytes=1.5-3',
    'bytes=+1-3',
    'bytes=--5',
    'bytes=-5-10',
    'bytes=5--2',
    'bytes=-1-',
    'bytes=5-2',
    'bytes=0-1,4-5',
    'bytes=0-1, -2',
    'bytes=1 0-20',
  ])('ignores the malformed or multi-range header %j (whole file)', (header) => {
    expect(parseByteRange(header, 100)).toEqual(whole);
  });

  it('accepts optional whitespace, a case-insensitive unit and empty list elements', () => {
    expect(parseByteRange('  bytes = 0-9 ', 100)).toEqual(partial(0, 9));
    expect(parseByteRange('Bytes=0-9', 100)).toEqual(partial(0, 9));
    expect(parseByteRange('bytes=0-9,', 100)).toEqual(partial(0, 9));
    expect(parseByteRange('bytes=, 5-', 100)).toEqual(partial(5, 99));
  });

  it('copes with numbers far beyond any file size', () => {
    const huge = '9'.repeat(400);
    expect(parseByteRange(`bytes=${huge}-`, 100)).toEqual(unsatisfiable);
    expect(parseByteRange(`bytes=0-${huge}`, 100)).toEqual(partial(0, 99));
    expect(parseByteRange(`bytes=-${huge}`, 100)).toEqual(partial(0, 99));
    expect(parseByteRange('bytes=9007199254740993-9007199254740993', 100)).toEqual(unsatisfiable);
    expect(parseByteRange(`bytes=0-${'0'.repeat(50)}1`, 100)).toEqual(partial(0, 1));
  });
});
