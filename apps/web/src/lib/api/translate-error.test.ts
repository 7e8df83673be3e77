import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { useTestLocale } from '../i18n/testing.ts';
import { ApiError } from './api-error.ts';
import { translateError } from './translate-error.ts';

describe('translateError', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('translates an ApiError by its code', () => {
    const error = new ApiError({ code: 'common.network', message: 'x', status: 0 });
    expect(translateError(i18n.t, error)).toBe('Sem conexão com o servidor. Verifique sua internet e tente de novo.');
  });

  it('falls back to errors.unknown for unknown codes and for other errors', () => {
    const unknownCode = new ApiError({ code: 'planner.exploded', message: 'x', status: 500 });
    expect(translateError(i18n.t, unknownCode)).toBe('Algo deu errado. Tente de novo em instantes.');
    expect(translateError(i18n.t, new Error('boom'))).toBe('Algo deu errado. Tente de novo em instantes.');
  });
});
