import { describe, expect, it } from 'vitest';
import { cpfDigits, isValidCpf } from './cpf.ts';

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', ' 935.411.347-80 '])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(['529.982.247-26', '111.111.111-11', '000.000.000-00', '1234567890', '123456789012', 'abc', ''])(
    'refuses %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it('keeps only the digits', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
  });
});
