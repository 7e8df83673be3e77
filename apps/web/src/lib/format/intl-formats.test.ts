import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('Intl formatters kept per locale and options (issue 19)', () => {
  const day = Date.UTC(2026, 2, 14);

  it('gives the same formatter for the same locale and options, and formats as Intl does', () => {
    const options = { day: '2-digit', month: '2-digit', timeZone: 'UTC' } as const;
    const first = dateTimeFormat('pt-BR', options);
    expect(dateTimeFormat('pt-BR', { ...options })).toBe(first);
    expect(first.format(day)).toBe(new Intl.DateTimeFormat('pt-BR', options).format(day));
    expect(first.format(day)).toBe('14/03');
  });

  it('keeps locales and options apart', () => {
    const options = { weekday: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('pt-BR', options).format(day)).toBe('sábado');
    expect(dateTimeFormat('en-US', options).format(day)).toBe('Saturday');
    expect(dateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' }).format(day)).toBe('sáb.');
  });

  it('does the same for numbers', () => {
    const money = { style: 'currency', currency: 'BRL' } as const;
    expect(numberFormat('pt-BR', money)).toBe(numberFormat('pt-BR', { ...money }));
    expect(numberFormat('pt-BR', money).format(1999.9)).toBe(new Intl.NumberFormat('pt-BR', money).format(1999.9));
    expect(numberFormat('en-US', { maximumFractionDigits: 1 }).format(12.345)).toBe('12.3');
  });
});
