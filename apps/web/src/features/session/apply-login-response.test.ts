import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '../../lib/cookies/cookies.ts';
import { applyFailedLogin, applyLoginResponse } from './apply-login-response.ts';
import { initialSessionState, useSessionStore } from '../../lib/session/session-store.ts';
import { testLoginResponse, testProducer, testUser } from '../../test/login-response.ts';

afterEach(() => useSessionStore.setState(initialSessionState));

describe('applyLoginResponse (spec §4)', () => {
  it('stores token, roles, permissions, freemium and access data, user and producer; logged true, security false', () => {
    applyLoginResponse(testLoginResponse(), { security: false });
    expect(useSessionStore.getState()).toMatchObject({
      token: '0f1e|secret',
      roles: ['aluno'],
      permissions: ['cursos.ver'],
      logged: true,
      security: false,
      isFreemium: '2026-12-01',
      linkFreemium: 'https://loja.example/upgrade',
      mostrarData: '2027-06-30',
      linkCompra: 'https://loja.example/produto',
      user: testUser,
      produtor: testProducer,
      showUnauthorizedModal: false,
    });
  });

  it('isFreemium is false and the links null without freemium or access data', () => {
    applyLoginResponse(testLoginResponse({ freemium: null, data_acesso: null }), { security: false });
    expect(useSessionStore.getState()).toMatchObject({
      isFreemium: false,
      linkFreemium: null,
      mostrarData: null,
      linkCompra: null,
    });
  });

  it('persists the user and producer with the session (localStorage "session")', () => {
    applyLoginResponse(testLoginResponse(), { security: false });
    const stored = JSON.parse(localStorage.getItem('session') ?? '{}') as { state: Record<string, unknown> };
    expect(stored.state).toMatchObject({ user: { id: 'u-1' }, produtor: { id: 'p-1' }, logged: true });
  });

  it('sets the user cookie with who is signed in, never the CPF or the token', () => {
    applyLoginResponse(testLoginResponse(), { security: false });
    const cookie = readCookie('user') ?? '';
    expect(JSON.parse(cookie)).toEqual({ id: 'u-1', nome: 'Ana Souza' });
    expect(cookie).not.toContain('12345678909');
    expect(cookie).not.toContain('secret');
  });

  it('keeps the loggedOut marker, except after a sign-up', () => {
    localStorage.setItem('loggedOut', '1');
    applyLoginResponse(testLoginResponse(), { security: false });
    expect(localStorage.getItem('loggedOut')).toBe('1');
    applyLoginResponse(testLoginResponse(), { security: false, clearLoggedOutMarker: true });
    expect(localStorage.getItem('loggedOut')).toBeNull();
  });
});

describe('applyFailedLogin (spec §4)', () => {
  it('sets logged false and removes the user cookie', () => {
    useSessionStore.setState({ token: 't', logged: true });
    writeCookie('user', '{"id":"u-1"}');
    applyFailedLogin();
    expect(useSessionStore.getState().logged).toBe(false);
    expect(readCookie('user')).toBeUndefined();
  });
});
