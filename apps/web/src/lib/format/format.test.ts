import { describe, expect, it } from 'vitest';
import { formatDuration, formatFileSize, formatMinutes } from './index.ts';

describe('formatMinutes', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [59.6, '1h'],
    [60, '1h'],
    [93, '1h 33min'],
    [285, '4h 45min'],
    [605, '10h 5min'],
    [-3, '0 min'],
  ])('%s minutes → %s', (minutes, text) => expect(formatMinutes(minutes)).toBe(text));
});

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [42, '42 s'],
    [59.4, '59 s'],
    [90, '2 min'],
    [45 * 60, '45 min'],
    [7200, '2h'],
    [4800, '1h 20min'],
    [5580, '1h 33min'],
    [-10, '0 s'],
  ])('%s seconds → %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});

describe('formatFileSize', () => {
  it('writes one size per file, with the decimals of the language', () => {
    expect(formatFileSize(512, 'pt-BR')).toBe('512 B');
    expect(formatFileSize(1843, 'pt-BR')).toBe('1,8 KB');
    expect(formatFileSize(1843, 'en')).toBe('1.8 KB');
    expect(formatFileSize(2048, 'pt-BR')).toBe('2 KB');
    expect(formatFileSize(870_400, 'pt-BR')).toBe('850 KB');
    expect(formatFileSize(1_258_291, 'pt-BR')).toBe('1,2 MB');
    expect(formatFileSize(1_258_291, 'en')).toBe('1.2 MB');
    expect(formatFileSize(15 * 1024 * 1024, 'en')).toBe('15 MB');
    expect(formatFileSize(3 * 1024 ** 4, 'en')).toBe('3,072 GB');
    expect(formatFileSize(-1, 'en')).toBe('0 B');
  });
});
