import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText', () => {
  it('drops the markup and folds the white space into one line', () => {
    expect(plainText('<p>Glaucoma de <b>ângulo</b>\n  fechado</p>', 80)).toBe('Glaucoma de ângulo fechado');
  });

  it('cuts a long face at the limit with an ellipsis', () => {
    expect(plainText('abcdefghij', 5)).toBe('abcd…');
    expect(plainText('abcde', 5)).toBe('abcde');
  });
});
