import { describe, expect, it } from 'vitest';
import { makeCourse } from '../test-fixtures.ts';
import { freemiumOffer } from '../../../lib/access/freemium-offer.ts';
import { freemiumGrantsOfCourses } from './freemium.ts';

describe('freemiumOffer', () => {
  it('takes the session end date and upgrade link first', () => {
    const session = { isFreemium: '2026-11-29T23:59:59.000Z', linkFreemium: 'https://foco.test/assinar' };
    expect(freemiumOffer(session, [])).toEqual({ endsAt: session.isFreemium, url: session.linkFreemium });
  });

  it('else the earliest end of the courses opened by freemium, with the offer link', () => {
    const courses = [
      makeCourse({ access_kind: 'compra', access_ends_at: '2026-01-01T00:00:00.000Z' }),
      makeCourse({ access_kind: 'freemium', access_ends_at: '2026-12-10T00:00:00.000Z' }),
      makeCourse({
        access_kind: 'freemium',
        access_ends_at: '2026-12-05T00:00:00.000Z',
        oferta: { purchase_url: 'https://foco.test/oferta', label: 'Assinar' },
      }),
    ];
    expect(freemiumOffer({ isFreemium: false, linkFreemium: null }, freemiumGrantsOfCourses(courses))).toEqual({
      endsAt: '2026-12-05T00:00:00.000Z',
      url: 'https://foco.test/oferta',
    });
    expect(
      freemiumOffer({ isFreemium: false, linkFreemium: 'https://foco.test/upgrade' }, freemiumGrantsOfCourses(courses))
        ?.url,
    ).toBe('https://foco.test/upgrade');
  });

  it('is null without freemium', () => {
    expect(
      freemiumOffer(
        { isFreemium: false, linkFreemium: 'https://foco.test/upgrade' },
        freemiumGrantsOfCourses([makeCourse()]),
      ),
    ).toBeNull();
    expect(
      freemiumOffer(
        { isFreemium: false, linkFreemium: null },
        freemiumGrantsOfCourses([makeCourse({ access_kind: 'freemium', access_ends_at: null })]),
      ),
    ).toBeNull();
  });
});
