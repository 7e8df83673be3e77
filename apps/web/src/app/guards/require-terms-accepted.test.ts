import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { initialSessionState, useSessionStore } from '../../lib/session/session-store.ts';
import { testUser } from '../../test/login-response.ts';
import { requireTermsAccepted } from './require-terms-accepted.ts';

afterEach(() => useSessionStore.setState(initialSessionState));

function thrownBy(href: string): unknown {
  try {
    requireTermsAccepted({ location: { href } });
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('requireTermsAccepted', () => {
  it('sends a signed-in user who has not accepted to /terms, with where they were going', () => {
    useSessionStore.setState({ token: 't', logged: true, user: { ...testUser, aceite_termo: false } });
    const thrown = thrownBy('/courses?page=2');
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href: string } }).options.href).toBe('/terms?redirect=%2Fcourses%3Fpage%3D2');
  });

  it('lets through a user who accepted, a session without a stored user yet, and a visitor without a token', () => {
    useSessionStore.setState({ token: 't', logged: true, user: testUser });
    expect(thrownBy('/')).toBeUndefined();
    useSessionStore.setState({ user: null });
    expect(thrownBy('/')).toBeUndefined();
    useSessionStore.setState({ token: null, user: { ...testUser, aceite_termo: false } });
    expect(thrownBy('/')).toBeUndefined();
  });
});
