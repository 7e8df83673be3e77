import { describe, expect, it } from 'vitest';
import { maxKeptPages, withKeptPage } from './use-kept-pages.ts';

describe('withKeptPage', () => {
  const render = () => 'page';

  it('keeps a keepalive page once and ignores other pages', () => {
    const once = withKeptPage([], '/courses/a/module/search', render);
    expect(once.map((page) => page.pathname)).toEqual(['/courses/a/module/search']);
    expect(withKeptPage(once, '/courses/a/module/search', render)).toBe(once);
    expect(withKeptPage(once, '/questoes', null)).toBe(once);
  });

  it('drops the oldest page beyond the limit', () => {
    let kept = withKeptPage([], '/p0', render);
    for (let index = 1; index <= maxKeptPages; index += 1) kept = withKeptPage(kept, `/p${index}`, render);
    expect(kept).toHaveLength(maxKeptPages);
    expect(kept[0]?.pathname).toBe('/p1');
  });
});
