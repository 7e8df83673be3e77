import { describe, expect, it } from 'vitest';
import { demoVerticals } from '../tenancy/demo-verticals.ts';
import { demoCatalogs } from './demo-catalogs.ts';
import type { DemoCourse, DemoVerticalCatalog } from './demo-course-types.ts';
import { accessibleCourses } from './seeded-course.ts';
import { toWinAnsiBytes } from './win-ansi.ts';

const lessonsOf = (course: DemoCourse) => course.modules.flatMap((module) => module.lessons);

/** Text the PDF fonts cannot show comes out as '?'. */
function unprintable(text: string): boolean {
  return (
    toWinAnsiBytes(text).filter((byte) => byte === 0x3f).length >
    [...text].filter((character) => character === '?').length
  );
}

describe.each(demoCatalogs.map((catalog) => [catalog.vertical, catalog] as [string, DemoVerticalCatalog]))(
  'demo catalog %s',
  (_, catalog) => {
    it('has three courses or more, exactly one locked, a freemium one and one featured with a trailer', () => {
      expect(catalog.courses.filter((course) => course.kind === 'courses').length).toBeGreaterThanOrEqual(3);
      expect(catalog.courses.filter((course) => course.access === 'locked')).toHaveLength(1);
      expect(catalog.courses.filter((course) => course.access === 'freemium').length).toBeGreaterThanOrEqual(1);
      const featured = catalog.courses.filter((course) => course.featured);
      expect(featured).toHaveLength(1);
      expect(featured[0]?.trailerVimeoId).toMatch(/^\d+$/);
      expect(featured[0]?.access).not.toBe('locked');
    });

    it('uses unique slugs fit for storage keys, Vimeo ids and plausible durations', () => {
      const slugs = catalog.courses.map((course) => course.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const lesson of catalog.courses.flatMap(lessonsOf)) {
        if (lesson.video === 'local') continue;
        expect(lesson.video.vimeo, lesson.title).toMatch(/^\d+$/);
        expect(lesson.minutes, lesson.title).toBeGreaterThanOrEqual(8);
        expect(lesson.minutes, lesson.title).toBeLessThanOrEqual(40);
      }
    });

    it('plays the local video in exactly one lesson, of a course the demo buyers open', () => {
      const local = catalog.courses.filter((course) => lessonsOf(course).some((lesson) => lesson.video === 'local'));
      expect(local.flatMap(lessonsOf).filter((lesson) => lesson.video === 'local')).toHaveLength(1);
      expect(local[0]?.access).not.toBe('locked');
    });

    it('has flashcard tracks for a concluded, an in-progress and a not-started state, one without a title', () => {
      const tracks = catalog.courses.flatMap(lessonsOf).flatMap((lesson) => lesson.flashcardTracks ?? []);
      expect(tracks.filter((track) => track.titulo === null).length).toBeGreaterThanOrEqual(1);
      expect(tracks.length).toBeGreaterThanOrEqual(3);
      const open = accessibleCourses(catalog.courses.map((demo) => ({ demo })));
      const studied = open
        .slice(0, 2)
        .flatMap(({ demo }) => lessonsOf(demo).filter((lesson) => lesson.video !== 'local'));
      expect(studied.flatMap((lesson) => lesson.flashcardTracks ?? []).length).toBeGreaterThanOrEqual(2);
      for (const track of tracks) expect(track.cards.length).toBeGreaterThanOrEqual(2);
    });

    it('writes handouts the PDF fonts can show', () => {
      const handouts = catalog.courses.flatMap((course) => [
        course.handout,
        ...lessonsOf(course).flatMap((lesson) => (lesson.handout ? [lesson.handout] : [])),
      ]);
      for (const handout of handouts) {
        for (const text of [handout.title, ...handout.lines]) expect(unprintable(text), text).toBe(false);
      }
    });
  },
);

describe('demo catalogs', () => {
  it('cover the four demo verticals, one catalog each', () => {
    expect(demoCatalogs.map((catalog) => catalog.vertical).sort()).toEqual(
      demoVerticals.map((vertical) => vertical.slug).sort(),
    );
  });
});
