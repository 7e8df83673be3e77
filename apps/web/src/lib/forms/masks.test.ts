import { describe, expect, it } from 'vitest';
import { formatCpf, formatPhone } from './masks.ts';

describe('masks', () => {
  it('formats a CPF as it is typed', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-259')).toBe('529.982.247-25');
  });

  it('formats mobile and landline numbers with area code, dropping +55', () => {
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('1131234567')).toBe('(11) 3123-4567');
    expect(formatPhone('11912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('+55 11 91234-5678')).toBe('(11) 91234-5678');
    expect(formatPhone('')).toBe('');
  });
});
