import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMinutes } from './format.ts';

describe('formatMinutes', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [59.6, '1h'],
    [60, '1h'],
    [80, '1h 20min'],
    [605, '10h 5min'],
    [-3, '0 min'],
  ])('%s minutes → %s', (minutes, text) => expect(formatMinutes(minutes)).toBe(text));
});

describe('formatFileSize', () => {
  it('uses B, KB, MB and GB with the locale decimal separator', () => {
    expect(formatFileSize(512, 'pt-BR')).toBe('512 B');
    expect(formatFileSize(870_400, 'pt-BR')).toBe('850 KB');
    expect(formatFileSize(1_258_291, 'pt-BR')).toBe('1,2 MB');
    expect(formatFileSize(1_258_291, 'en')).toBe('1.2 MB');
    expect(formatFileSize(15 * 1024 * 1024, 'en')).toBe('15 MB');
    expect(formatFileSize(3 * 1024 ** 4, 'en')).toBe('3,072 GB');
    expect(formatFileSize(-1, 'en')).toBe('0 B');
  });
});

