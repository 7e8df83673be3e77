import { describe, expect, it } from 'vitest';
import {
  durationInHours,
  hoursText,
  progressPercent,
  toCourse,
  visiblePurchaseUrl,
  type CourseSummaryRow,
} from './course-mappers.ts';
import { reachesWatched, storedPosition } from '../lessons/lesson-progress.ts';

describe('hoursText', () => {
  it.each([
    [0, '0 min'],
    [29, '0 min'],
    [30, '1 min'],
    [45 * 60, '45 min'],
    [59 * 60 + 29, '59 min'],
    [59 * 60 + 30, '1h'],
    [2 * 3600, '2h'],
    [12 * 3600 + 30 * 60, '12h 30min'],
    [3600 + 5 * 60, '1h 5min'],
    [100 * 3600 + 59 * 60, '100h 59min'],
  ])('%i seconds read "%s"', (seconds, text) => {
    expect(hoursText(seconds)).toBe(text);
  });
});

describe('durationInHours and progressPercent', () => {
  it('rounds hours to one decimal', () => {
    expect([0, 180, 5400, 3600 * 12.5, 3599, 1799].map(durationInHours)).toEqual([0, 0.1, 1.5, 12.5, 1, 0.5]);
  });

  it('rounds the watched share, 0 for an empty course, never above 100', () => {
    expect([
      progressPercent(0, 0),
      progressPercent(1, 3),
      progressPercent(2, 3),
      progressPercent(3, 3),
      progressPercent(5, 3),
    ]).toEqual([0, 33, 67, 100, 100]);
  });
});

describe('visiblePurchaseUrl', () => {
  const url = 'https://pay.example.com/x';
  it('shows where to buy when locked or opened only by freemium, not when bought or granted', () => {
    expect(visiblePurchaseUrl(url, null)).toBe(url);
    expect(visiblePurchaseUrl(url, { kind: 'freemium', endsAt: new Date() })).toBe(url);
    expect(visiblePurchaseUrl(url, { kind: 'compra', endsAt: null })).toBeNull();
    expect(visiblePurchaseUrl(url, { kind: 'concessao', endsAt: null })).toBeNull();
  });
});

describe('toCourse', () => {
  const row: CourseSummaryRow = {
    id: 'c1',
    kind: 'courses',
    name: 'Curso',
    description: 'd',
    popularity: 3,
    image_key: 'covers/a.jpg',
    hero_image_key: 'covers/b.jpg',
    product_codes: ['p'],
    purchase_url: 'https://pay.example.com/c1',
    offer_label: null,
    trailer_vimeo_id: '1',
    featured: false,
    position: 0,
    lesson_count: 4,
    video_seconds: 4500,
    module_count: 2,
    attachment_count: 1,
    watched_count: 1,
    categories: [],
  };

  it('offers a locked course with the default label', () => {
    expect(toCourse(row, null)).toMatchObject({
      access: false,
      access_kind: null,
      oferta: { purchase_url: row.purchase_url, label: 'Adquira o curso' },
      horas: '1h 15min',
      progress: 25,
    });
    expect(toCourse({ ...row, offer_label: 'Assine já' }, null).oferta?.label).toBe('Assine já');
    expect(toCourse({ ...row, purchase_url: null }, null)).toMatchObject({ purchase_url: null, oferta: null });
  });

  it('gives the access kind and end of an opened course, and no offer', () => {
    const endsAt = new Date('2030-01-02T03:04:05.000Z');
    expect(toCourse(row, { kind: 'freemium', endsAt })).toMatchObject({
      access: true,
      access_kind: 'freemium',
      access_ends_at: endsAt.toISOString(),
      oferta: null,
    });
  });
});

describe('lesson position rules', () => {
  it('stores whole seconds within the video', () => {
    expect([
      storedPosition(10.4, 100),
      storedPosition(10.5, 100),
      storedPosition(500, 100),
      storedPosition(0, 0),
    ]).toEqual([10, 11, 100, 0]);
  });

  it('counts as watched from 90% of the video, never for a video without duration', () => {
    expect([reachesWatched(89, 100), reachesWatched(90, 100), reachesWatched(0, 0), reachesWatched(1, 0)]).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });
});
