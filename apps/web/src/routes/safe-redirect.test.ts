import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path of this app, with its search and hash', () => {
    expect(safeRedirect('/questoes/filtro?area=2#top', '/courses')).toBe('/questoes/filtro?area=2#top');
  });

  it('refuses other origins, protocol-relative and backslash tricks, and the auth area', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth/newLogin',
      '/erros/auth',
      '',
      undefined,
    ]) {
      expect(safeRedirect(value, '/courses')).toBe('/courses');
    }
  });
});
