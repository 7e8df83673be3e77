import { afterEach, describe, expect, it } from 'vitest';
import { initialSessionState, useSessionStore } from './session-store.ts';

afterEach(() => useSessionStore.setState(initialSessionState));

describe('session store', () => {
  it('starts logged out with every session field of the spec', () => {
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      roles: [],
      permissions: [],
      logged: false,
      security: false,
      decypherKey: null,
      watching: null,
      isFreemium: false,
      linkFreemium: null,
      mostrarData: null,
      linkCompra: null,
      selectedOffer: null,
      showUnauthorizedModal: false,
    });
  });

  it('persists the state (not the actions) in localStorage under the store id "session"', () => {
    useSessionStore.getState().signIn({ token: '1|abc', roles: ['aluno'], isFreemium: '2026-12-31', security: true });
    const stored = JSON.parse(localStorage.getItem('session') ?? '{}') as { state: Record<string, unknown> };
    expect(stored.state).toMatchObject({
      token: '1|abc',
      roles: ['aluno'],
      logged: true,
      security: true,
      isFreemium: '2026-12-31',
    });
    expect(stored.state).not.toHaveProperty('signIn');
  });

  it('rehydrates a partly stored session, keeping defaults for the rest', async () => {
    localStorage.setItem('session', JSON.stringify({ state: { token: 'planted' }, version: 0 }));
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({ token: 'planted', roles: [], logged: false });
  });

  it('signIn resets the unauthorized modal; markUnauthorized logs out and asks for it; clear empties all', () => {
    const session = useSessionStore.getState();
    session.markUnauthorized('superseded');
    expect(useSessionStore.getState()).toMatchObject({ logged: false, showUnauthorizedModal: true });
    session.signIn({ token: 't' });
    expect(useSessionStore.getState()).toMatchObject({
      logged: true,
      token: 't',
      showUnauthorizedModal: false,
      security: false,
    });
    session.update({ watching: { lessonId: 3 } });
    expect(useSessionStore.getState().watching).toEqual({ lessonId: 3 });
    session.clear();
    expect(useSessionStore.getState()).toMatchObject(initialSessionState);
  });
});
