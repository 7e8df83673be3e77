import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { assertContentType } from './content-type.ts';
import { isPublicPath } from './public-paths.ts';
import { requireSession } from './require-session.ts';

function thrownBy(action: () => void): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('requireSession', () => {
  it('sends a visitor without a token to /auth/newLogin from a protected route', () => {
    useSessionStore.setState({ token: null });
    const thrown = thrownBy(() => requireSession({ location: { pathname: '/questoes' } }));
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string } }).options.to).toBe('/auth/newLogin');
  });

  it('lets a visitor without a token reach the public routes', () => {
    useSessionStore.setState({ token: null });
    for (const pathname of [
      '/auth',
      '/auth/newLogin',
      '/auth/password-reset',
      '/newClient',
      '/checkUser',
      '/checkout',
      '/page/offers',
      '/erros/auth',
    ]) {
      expect(thrownBy(() => requireSession({ location: { pathname } }))).toBeUndefined();
    }
  });

  it('lets a signed-in user through', () => {
    useSessionStore.setState({ token: 'abc|def' });
    expect(thrownBy(() => requireSession({ location: { pathname: '/questoes' } }))).toBeUndefined();
    useSessionStore.setState({ token: null });
  });
});

describe('isPublicPath', () => {
  it('does not open look-alike paths', () => {
    expect(isPublicPath('/authors')).toBe(false);
    expect(isPublicPath('/page/offers')).toBe(true);
    expect(isPublicPath('/page/offers/12/x')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
    expect(isPublicPath('/checkout/')).toBe(true);
  });
});

describe('assertContentType', () => {
  it('accepts movie, tv and courses', () => {
    for (const type of ['movie', 'tv', 'courses']) {
      expect(
        thrownBy(() => assertContentType({ params: { type }, location: { pathname: `/${type}` } })),
      ).toBeUndefined();
    }
  });

  it('rejects anything else with a fatal 404 naming the path', () => {
    const thrown = thrownBy(() =>
      assertContentType({ params: { type: 'series' }, location: { pathname: '/series/12' } }),
    );
    expect(thrown).toMatchObject({ status: 404, fatal: true, message: 'Page Not Found: /series/12' });
  });
});
