import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../api/test-fetch.ts';
import { testUser } from '../../test/login-response.ts';
import { refreshAccessState } from './access-state.ts';
import { initialSessionState, useSessionStore } from './session-store.ts';

const trialSession = {
  token: 't',
  logged: true,
  user: testUser,
  isFreemium: '2026-12-01T00:00:00.000Z',
  linkFreemium: '/page/offers/p-extensivo',
  mostrarData: null,
  linkCompra: null,
} as const;

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => useSessionStore.setState(initialSessionState));

describe('refreshAccessState', () => {
  it('after an upgrade: the trial end and its link go, the paid access comes, without signing in again', async () => {
    useSessionStore.setState(trialSession);
    const paid = { data_fim_acesso: '2027-11-30T00:00:00.000Z', produto_url: '/page/offers/p-extensivo' };
    const fetchMock = mockFetch(jsonResponse({ user: testUser, freemium: null, data_acesso: paid }));
    await refreshAccessState();
    expect(sentRequest(fetchMock).url).toBe('/api/user');
    expect(useSessionStore.getState()).toMatchObject({
      logged: true,
      isFreemium: false,
      linkFreemium: null,
      mostrarData: '2027-11-30T00:00:00.000Z',
      linkCompra: '/page/offers/p-extensivo',
    });
  });

  it('keeps a live trial as the API says', async () => {
    useSessionStore.setState({ ...trialSession, isFreemium: false });
    const freemium = { data_fim_acesso: '2026-12-08T00:00:00.000Z', fremiumUrl: '/page/offers/p-2' };
    mockFetch(jsonResponse({ user: testUser, freemium, data_acesso: null }));
    await refreshAccessState();
    expect(useSessionStore.getState()).toMatchObject({
      isFreemium: '2026-12-08T00:00:00.000Z',
      linkFreemium: '/page/offers/p-2',
    });
  });

  it('asks nothing when signed out; keeps the stored state when the call fails or answers for someone else', async () => {
    const fetchMock = mockFetch();
    await refreshAccessState();
    expect(fetchMock).not.toHaveBeenCalled();

    useSessionStore.setState(trialSession);
    mockFetch(jsonResponse({ error: { code: 'common.internal', message: 'x' } }, 500));
    await refreshAccessState();
    expect(useSessionStore.getState().isFreemium).toBe(trialSession.isFreemium);

    mockFetch(jsonResponse({ user: { ...testUser, id: 'u-2' }, freemium: null, data_acesso: null }));
    await refreshAccessState();
    expect(useSessionStore.getState()).toMatchObject({ isFreemium: trialSession.isFreemium, user: testUser });
  });
});
