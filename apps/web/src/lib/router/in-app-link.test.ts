import { describe, expect, it } from 'vitest';
import { splitInAppLink } from './in-app-link.ts';

describe('splitInAppLink', () => {
  it('splits an API lesson link into path and search', () => {
    expect(splitInAppLink('/courses/abc/module/3?aula=12&tab=notas')).toEqual({
      to: '/courses/abc/module/3',
      search: { aula: 12, tab: 'notas' },
    });
    expect(splitInAppLink('/tv/abc')).toEqual({ to: '/tv/abc', search: {} });
  });

  it('gives the router the path and the search, numbers as numbers', () => {
    expect(splitInAppLink('/courses/a/module/1?aula=2')).toEqual({ to: '/courses/a/module/1', search: { aula: 2 } });
  });
});
