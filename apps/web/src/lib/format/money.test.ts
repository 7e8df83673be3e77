import { describe, expect, it } from 'vitest';
import { formatCents } from './money.ts';

describe('formatCents', () => {
  it('writes centavos as reais for pt-BR and en', () => {
    expect(formatCents(199_990, 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 1.999,90');
    expect(formatCents(199_990, 'en-US')).toBe('R$1,999.90');
    expect(formatCents(16_666, 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 166,66');
    expect(formatCents(5, 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 0,05');
  });
});
