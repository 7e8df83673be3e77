import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime, formatDuration, formatPercent } from './format.ts';

describe('format', () => {
  it('writes the countdown as mm:ss, with hours when there are some', () => {
    expect(formatClock(65_000)).toBe('01:05');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock(-5)).toBe('00:00');
  });

  it('writes durations', () => {
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(7200)).toBe('2h');
    expect(formatDuration(4800)).toBe('1h 20min');
  });

  it('writes dates in Brasília time', () => {
    expect(formatDateTime('2026-05-12T15:00:00.000Z', 'pt-BR')).toMatch(/12 de mai\.? de 2026,? 12:00/);
  });

  it('writes a score with a comma in Portuguese', () => {
    expect(formatPercent(72.5, 'pt-BR')).toBe('72,5%');
    expect(formatPercent(80, 'en-US')).toBe('80%');
  });
});
