import { describe, expect, it } from 'vitest';
import { makeCourse, makeProgressItem } from '../test-fixtures.ts';
import {
  buildCategoryRows,
  continueWatching,
  pickHeroCourse,
  uncategorizedKey,
  watchedPercent,
} from './catalog-rows.ts';

const retina = { no: 1, slug: 'retina', name: 'Retina' };
const glaucoma = { no: 2, slug: 'glaucoma', name: 'Glaucoma' };
const course = (n: number, overrides: Parameters<typeof makeCourse>[0] = {}) =>
  makeCourse({ uuid: `uuid-${n}`, name: `Curso ${n}`, ...overrides });

describe('buildCategoryRows', () => {
  it('makes one row per category in order of first appearance, a course in each of its categories', () => {
    const rows = buildCategoryRows([
      course(1, { categories: [glaucoma] }),
      course(2, { categories: [retina, glaucoma] }),
      course(3, { categories: [retina] }),
    ]);
    expect(rows.map((row) => [row.key, row.courses.map((c) => c.uuid)])).toEqual([
      ['glaucoma', ['uuid-1', 'uuid-2']],
      ['retina', ['uuid-2', 'uuid-3']],
    ]);
    expect(rows[0]?.category).toEqual(glaucoma);
  });

  it('puts courses without a category in a final row, and makes none when every course has one', () => {
    const rows = buildCategoryRows([course(1), course(2, { categories: [retina] }), course(3)]);
    expect(rows.at(-1)).toMatchObject({ key: uncategorizedKey, category: null });
    expect(rows.at(-1)?.courses.map((c) => c.uuid)).toEqual(['uuid-1', 'uuid-3']);
    expect(buildCategoryRows([course(1, { categories: [retina] })]).some((row) => row.category === null)).toBe(false);
  });

  it('lists a course once even when a category repeats on it, and nothing for no courses', () => {
    expect(buildCategoryRows([course(1, { categories: [retina, retina] })])[0]?.courses).toHaveLength(1);
    expect(buildCategoryRows([])).toEqual([]);
  });
});

describe('pickHeroCourse', () => {
  it('prefers a featured course, an accessible one first', () => {
    const lockedFeatured = course(1, { featured: true, access: false, popularity: 99 });
    const featured = course(2, { featured: true, popularity: 10 });
    expect(pickHeroCourse([course(3, { popularity: 80 }), lockedFeatured, featured])).toBe(featured);
    expect(pickHeroCourse([course(3, { popularity: 80 }), lockedFeatured])).toBe(lockedFeatured);
  });

  it('else takes the most popular accessible course, else the most popular', () => {
    const popularLocked = course(1, { access: false, popularity: 99 });
    const popular = course(2, { popularity: 70 });
    expect(pickHeroCourse([course(3, { popularity: 20 }), popularLocked, popular])).toBe(popular);
    expect(pickHeroCourse([course(4, { access: false, popularity: 5 }), popularLocked])).toBe(popularLocked);
    expect(pickHeroCourse([])).toBeNull();
  });
});

describe('continueWatching', () => {
  it('keeps the courses of the kind with a lesson to resume, the most recent first', () => {
    const items = [
      makeProgressItem({ id: 'a', order: 2 }),
      makeProgressItem({ id: 'b', order: 1 }),
      makeProgressItem({ id: 'c', order: 3, last_watched_lesson_link: null }),
      makeProgressItem({ id: 'd', order: 4, kind: 'tv' }),
    ];
    expect(continueWatching(items, 'courses').map((item) => item.id)).toEqual(['b', 'a']);
    expect(continueWatching(items, 'tv').map((item) => item.id)).toEqual(['d']);
  });
});

describe('watchedPercent', () => {
  it('rounds, clamps and is 0 without lessons', () => {
    expect(watchedPercent(1, 3)).toBe(33);
    expect(watchedPercent(2, 3)).toBe(67);
    expect(watchedPercent(5, 4)).toBe(100);
    expect(watchedPercent(0, 0)).toBe(0);
  });
});
