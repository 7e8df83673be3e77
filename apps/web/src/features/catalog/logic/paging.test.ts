import { describe, expect, it } from 'vitest';
import { listingPageSize, listingQuery, pagerState, parsePage } from './paging.ts';

describe('parsePage', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['3', 3],
    [' 2 ', 2],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['100000', 100_000],
    ['100001', 1],
  ])('%j → %i', (raw, page) => expect(parsePage(raw)).toBe(page));
});

describe('listingQuery', () => {
  it("turns 'todos' into no filter", () => {
    expect(listingQuery({ type: 'courses', category: 'retina', query: 'todos' }, 2)).toEqual({
      type: 'courses',
      category: 'retina',
      q: undefined,
      page: 2,
      per_page: listingPageSize,
    });
    expect(listingQuery({ type: 'tv', category: 'todos', query: 'todos' }, 1)).toMatchObject({
      category: undefined,
      q: undefined,
    });
  });

  it('passes any other query as the text filter, and a genre number as the category', () => {
    expect(listingQuery({ type: 'courses', category: 'retina', query: ' descolamento ' }, 1)).toMatchObject({
      category: 'retina',
      q: 'descolamento',
    });
    expect(listingQuery({ type: 'movie', category: '4' }, 1)).toMatchObject({
      type: 'movie',
      category: '4',
      q: undefined,
    });
  });
});

describe('pagerState', () => {
  it('offers previous and next inside the range', () => {
    expect(pagerState(1, 3)).toEqual({ previous: null, next: 2, beyondLast: false });
    expect(pagerState(2, 3)).toEqual({ previous: 1, next: 3, beyondLast: false });
    expect(pagerState(3, 3)).toEqual({ previous: 2, next: null, beyondLast: false });
  });

  it('past the last page: beyond, with previous pointing at the last one', () => {
    expect(pagerState(9, 3)).toEqual({ previous: 3, next: null, beyondLast: true });
    expect(pagerState(2, 0)).toEqual({ previous: 1, next: null, beyondLast: true });
    expect(pagerState(1, 0)).toEqual({ previous: null, next: null, beyondLast: false });
  });
});
