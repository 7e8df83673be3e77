import { describe, expect, it } from 'vitest';
import { formatPlanDate } from './plan-date-format.ts';

describe('formatPlanDate', () => {
  it('writes the plan day itself, whatever the time zone', () => {
    expect(formatPlanDate('2027-01-12', 'pt-BR')).toBe('12/01/2027');
    expect(formatPlanDate('2027-01-12', 'pt-BR', 'dayMonth')).toBe('12/01');
    expect(formatPlanDate('2027-01-12', 'en-US', 'dayMonth')).toBe('01/12');
    expect(formatPlanDate('2026-11-27', 'pt-BR', 'monthYear')).toBe('novembro de 2026');
  });

  it('gives back text that is no date', () => {
    expect(formatPlanDate('amanhã', 'pt-BR')).toBe('amanhã');
  });
});
