import { notFound, rootRouteId } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { pageNotFound } from './errors/page-error.ts';
import { documentTitle, titleKeyOf } from './use-document-title.ts';

type Matches = Parameters<typeof titleKeyOf>[0];
type Match = Matches[number];

/** The few fields of a route match the title reads. */
function match(fields: Partial<Pick<Match, 'routeId' | 'status' | 'error' | 'params' | 'staticData'>>): Match {
  return {
    routeId: '/shell/page',
    status: 'success',
    error: undefined,
    params: {},
    staticData: {},
    ...fields,
  } as unknown as Match;
}
const root = match({ routeId: rootRouteId });

describe('documentTitle', () => {
  it("puts the producer's name after every page's name, the spec's titles included", () => {
    expect(documentTitle('Trilha de questões', 'Vigília Anestesiologia')).toBe(
      'Trilha de questões · Vigília Anestesiologia',
    );
    expect(documentTitle('Casos Clínicos', 'Foco Oftalmo')).toBe('Casos Clínicos · Foco Oftalmo');
    expect(documentTitle(null, 'Foco Oftalmo')).toBe('Foco Oftalmo');
  });
});

describe('titleKeyOf', () => {
  it("names a page by its area, or by its params when the route says so (/movie: 'Palestras')", () => {
    expect(titleKeyOf([root, match({ staticData: { area: 'questionTrack' } })])).toBe('comingSoon.areas.questionTrack');
    const catalog = {
      area: 'catalog',
      titleKey: ({ type }: Record<string, string>) => `catalog.types.${type}`,
    } as const;
    expect(titleKeyOf([root, match({ params: { type: 'movie' }, staticData: catalog })])).toBe('catalog.types.movie');
  });

  it('names a failed or unknown route by the error screen it shows', () => {
    expect(titleKeyOf([root, match({ status: 'error', error: pageNotFound('/filmes') })])).toBe(
      'errorScreen.notFoundTitle',
    );
    expect(titleKeyOf([root, match({ status: 'notFound', error: notFound() })])).toBe('errorScreen.notFoundTitle');
    expect(titleKeyOf([root, match({ status: 'error', error: new Error('boom') })])).toBe('errorScreen.errorTitle');
    expect(titleKeyOf([root])).toBe('errorScreen.notFoundTitle');
  });

  it('has no page name while the route loads', () => {
    expect(titleKeyOf([root, match({ status: 'pending', staticData: { area: 'questions' } })])).toBeNull();
    expect(titleKeyOf([])).toBeNull();
  });
});
