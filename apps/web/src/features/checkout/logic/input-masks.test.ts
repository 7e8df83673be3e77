import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskCpf, maskExpiry, maskPhone } from './input-masks.ts';

describe('input masks', () => {
  it('CPF: 000.000.000-00 as the digits come, nothing past 11', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
  });

  it('phone: mobile and landline with the area code; +55 dropped', () => {
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119123')).toBe('(11) 9123');
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
    expect(maskPhone('1131234567')).toBe('(11) 3123-4567');
    expect(maskPhone('+55 11 91234-5678')).toBe('(11) 91234-5678');
  });

  it('card number in groups of four; expiry MM/AA', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('41111')).toBe('4111 1');
    expect(maskExpiry('1130')).toBe('11/30');
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('11/3')).toBe('11/3');
  });
});
