import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from '../lib/i18n/index.ts';
import { initialSessionState, useSessionStore } from '../lib/session/session-store.ts';
import type * as LayoutRegistry from './layouts/layout-registry.ts';
import { createAppRouter } from './router.tsx';
import { warmFirstLocation } from './warm-first-location.ts';

const { loadLayout, preloadCatalogAreas } = vi.hoisted(() => ({
  loadLayout: vi.fn(() => Promise.resolve(() => null)),
  preloadCatalogAreas: vi.fn(),
}));
vi.mock('./layouts/layout-registry.ts', async (original) => ({
  ...(await original<typeof LayoutRegistry>()),
  loadLayout,
}));
vi.mock('../lib/i18n/index.ts', async (original) => ({
  ...(await original<typeof I18n>()),
  preloadCatalogAreas,
}));

/** The router, with its chunk loads recorded as the paths of the routes they load (not run). */
function recordingRouter() {
  const router = createAppRouter();
  const loaded: string[] = [];
  vi.spyOn(router, 'loadRouteChunk').mockImplementation((route) => {
    loaded.push(route.fullPath);
    return Promise.resolve();
  });
  return { router, loaded };
}

describe('warmFirstLocation', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => useSessionStore.setState(initialSessionState));

  it('signed in on the landing page: its layout and page chunks, not the areas’ messages (core)', () => {
    useSessionStore.setState({ token: 't' });
    const { router, loaded } = recordingRouter();
    warmFirstLocation(router, '/courses');
    expect(loadLayout).toHaveBeenCalledWith('default');
    expect(loaded).toContain('/$type/');
    expect(preloadCatalogAreas).not.toHaveBeenCalled();
  });

  it('signed in on an area: its page chunk and the areas’ messages as well', () => {
    useSessionStore.setState({ token: 't' });
    const { router, loaded } = recordingRouter();
    warmFirstLocation(router, '/questoes/filtro');
    expect(loaded).toContain('/questoes/filtro');
    expect(loaded).not.toContain('/questoes');
    expect(preloadCatalogAreas).toHaveBeenCalledTimes(1);
  });

  it('signed out: nothing for a page behind the sign-in (the guard sends the visitor away)', () => {
    const { router, loaded } = recordingRouter();
    warmFirstLocation(router, '/courses');
    expect(loaded).toEqual([]);
    expect(loadLayout).not.toHaveBeenCalled();
    expect(preloadCatalogAreas).not.toHaveBeenCalled();
  });

  it('signed out on the sign-in screen: its own layout and page', () => {
    const { router, loaded } = recordingRouter();
    warmFirstLocation(router, '/auth/newLogin');
    expect(loadLayout).toHaveBeenCalledWith('onboarding');
    expect(loaded).toContain('/auth/newLogin');
  });

  it('a failed download is logged', async () => {
    useSessionStore.setState({ token: 't' });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadLayout.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const { router } = recordingRouter();
    warmFirstLocation(router, '/courses');
    await vi.waitFor(() =>
      expect(warned).toHaveBeenCalledWith('[boot] The layout failed to preload.', expect.any(Error)),
    );
  });
});
