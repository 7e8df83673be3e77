import { describe, expect, it } from 'vitest';
import { verticalDestination } from './vertical-destination.ts';

const here = 'http://oftalmologia.localhost:4610';

describe('verticalDestination', () => {
  it('goes to <medmember_url>/courses on another site (full navigation)', () => {
    expect(verticalDestination('http://plano-anestesico.anestesiologia.localhost:4610/', here)).toEqual({
      kind: 'external',
      href: 'http://plano-anestesico.anestesiologia.localhost:4610/courses',
    });
  });

  it('prefers the one-time sign-in link handed over on the other site, never a link elsewhere', () => {
    const site = 'http://plano-anestesico.anestesiologia.localhost:4610';
    const handoff = `${site}/auth/login?token=abc.def&email=a%40b.c`;
    expect(verticalDestination(site, here, handoff)).toEqual({ kind: 'external', href: handoff });
    expect(verticalDestination(site, here, 'http://evil.example.com/auth/login?token=x')).toEqual({
      kind: 'external',
      href: `${site}/courses`,
    });
  });

  it('stays in the app when the member area is this origin, missing or not an http(s) URL', () => {
    expect(verticalDestination(`${here}/`, here)).toEqual({ kind: 'internal', to: '/courses' });
    expect(verticalDestination(null, here)).toEqual({ kind: 'internal', to: '/courses' });
    expect(verticalDestination('not a url', here)).toEqual({ kind: 'internal', to: '/courses' });
    expect(verticalDestination('javascript:alert(1)', here)).toEqual({ kind: 'internal', to: '/courses' });
  });
});
