import { describe, expect, it } from 'vitest';
import { prefixTsquery } from './search-query.ts';

describe('prefixTsquery', () => {
  it('requires every word and matches the last one as a prefix', () => {
    expect(prefixTsquery('glaucoma congênito')).toBe('glaucoma & congênito:*');
    expect(prefixTsquery('catar')).toBe('catar:*');
  });

  it('drops tsquery syntax and punctuation from what the learner typed', () => {
    expect(prefixTsquery("retina & !(descolamento) | 'x':*")).toBe('retina & descolamento & x:*');
    expect(prefixTsquery('  PIO  ')).toBe('pio:*');
  });

  it('splits words at the letters and forms unaccent would turn into tsquery syntax', () => {
    // unaccent maps ː to ':', ʼ to "'", ½ to ' 1/2' and ŉ to "'n": passed through, they made to_tsquery fail (500).
    expect(prefixTsquery('aːb')).toBe('a & b:*');
    expect(prefixTsquery('dʼágua')).toBe('d & água:*');
    expect(prefixTsquery('½')).toBe('1 & 2:*');
    expect(prefixTsquery('ŉ')).toBe('n:*');
    expect(prefixTsquery('ﬁbrose')).toBe('fibrose:*');
    expect(prefixTsquery('ː ʹ ˆ')).toBeNull();
  });

  it('gives null when nothing searchable remains', () => {
    expect(prefixTsquery('')).toBeNull();
    expect(prefixTsquery(' !&|:*() ')).toBeNull();
  });

  it('keeps at most eight words', () => {
    expect(prefixTsquery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
});
