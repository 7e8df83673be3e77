import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-paths.ts';

/** A path segment: anything but a slash, never empty. */
const segment = fc.stringMatching(/^[A-Za-z0-9._~%-]{1,40}$/);

describe('isPublicPath: the purchase pages (issue 17)', () => {
  it('opens /page/offers/{id}, /page/{id}/checkUser and /page/offer/{uuid}/checkout', () => {
    const uuid = '3f0c8a52-6a1e-4d3b-9a43-7f2b1c9e0d11';
    for (const path of [
      '/page/offers/12',
      `/page/offers/${uuid}`,
      `/page/${uuid}/checkUser`,
      `/page/offer/${uuid}/checkout`,
      `/page/offer/${uuid}/checkout/`,
    ])
      expect(isPublicPath(path), path).toBe(true);
  });

  it('keeps near misses and every other page under /page behind the sign-in', () => {
    for (const path of [
      '/page',
      '/page/',
      '/page/offers/1/x',
      '/page/x/checkUser/y',
      '/page/offer/x',
      '/page/offer/x/checkoutx',
      '/page/offer//checkout',
      '/page//checkUser',
      '/page/a/b/checkUser',
      '/page/x/checkuser',
      '/page/offer/x/y/checkout',
      '/pages/offers/1',
      '/xpage/offers/1',
      '/page/planner',
    ])
      expect(isPublicPath(path), path).toBe(false);
  });

  it('property: each purchase page with any one segment is public', () => {
    fc.assert(
      fc.property(segment, (id) => {
        expect(isPublicPath(`/page/offers/${id}`)).toBe(true);
        expect(isPublicPath(`/page/${id}/checkUser`)).toBe(true);
        expect(isPublicPath(`/page/offer/${id}/checkout`)).toBe(true);
      }),
    );
  });

  it('property: an extra segment, a missing one or a changed word is not public', () => {
    const word = fc.constantFrom('offers', 'offer', 'checkUser', 'checkout', 'x');
    fc.assert(
      fc.property(segment, segment, word, (id, extra, other) => {
        expect(isPublicPath(`/page/offers/${id}/${extra}`)).toBe(false);
        expect(isPublicPath(`/page/${id}/checkUser/${extra}`)).toBe(false);
        expect(isPublicPath(`/page/${id}/${extra}/checkUser`)).toBe(false);
        expect(isPublicPath(`/page/offer/${id}/checkout/${extra}`)).toBe(false);
        expect(isPublicPath(`/page/offer/${id}`)).toBe(false);
        expect(isPublicPath(`/page/${id}`)).toBe(id === 'offers');
        if (other !== 'checkUser') expect(isPublicPath(`/page/${id}/${other}`)).toBe(id === 'offers');
        if (other !== 'checkout') expect(isPublicPath(`/page/offer/${id}/${other}`)).toBe(false);
      }),
    );
  });

  it('property: any other path under /page stays private', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/page/${segments.join('/')}`;
        const expected =
          (segments.length === 2 && segments[0] === 'offers') ||
          (segments.length === 2 && segments[1] === 'checkUser') ||
          (segments.length === 3 && segments[0] === 'offer' && segments[2] === 'checkout');
        expect(isPublicPath(path)).toBe(expected);
      }),
    );
  });
});
