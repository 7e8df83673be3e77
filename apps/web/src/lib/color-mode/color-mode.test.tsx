import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockMediaQueries } from '../../test/media-query.ts';
import { initColorMode } from './apply-color-mode.ts';
import { useColorModeStore } from './color-mode-store.ts';
import { useForcedColorMode } from './use-forced-color-mode.ts';

const dark = '(prefers-color-scheme: dark)';
const isDark = () => document.documentElement.classList.contains('dark');
let stop: () => void = () => undefined;

beforeEach(() => {
  // The toggle and the forced pages start the sync for good: a file before this one in its worker may have left it
  // running on that file's matchMedia. Stop it, so each test starts it on its own.
  initColorMode()();
  useColorModeStore.setState({ preference: 'system', forced: null });
});
afterEach(() => {
  stop();
  document.documentElement.classList.remove('dark');
});

describe('colour mode', () => {
  it('defaults to system and follows the OS preference live', () => {
    const media = mockMediaQueries({ [dark]: false });
    stop = initColorMode();
    expect(useColorModeStore.getState().preference).toBe('system');
    expect(isDark()).toBe(false);
    act(() => media.set(dark, true));
    expect(isDark()).toBe(true);
    act(() => media.set(dark, false));
    expect(isDark()).toBe(false);
  });

  it('applies an explicit choice over the OS preference and stores it in localStorage', () => {
    const media = mockMediaQueries({ [dark]: true });
    stop = initColorMode();
    act(() => useColorModeStore.getState().setPreference('light'));
    expect(isDark()).toBe(false);
    act(() => media.set(dark, true));
    expect(isDark()).toBe(false);
    act(() => useColorModeStore.getState().setPreference('dark'));
    expect(isDark()).toBe(true);
    expect(JSON.parse(localStorage.getItem('color-mode') ?? '{}')).toMatchObject({ state: { preference: 'dark' } });
  });

  it('useForcedColorMode forces dark while the page is mounted and restores the choice after', () => {
    mockMediaQueries({ [dark]: false });
    stop = initColorMode();
    act(() => useColorModeStore.getState().setPreference('light'));
    function TermsPage() {
      useForcedColorMode('dark');
      return null;
    }
    const { unmount } = render(<TermsPage />);
    expect(isDark()).toBe(true);
    expect(JSON.parse(localStorage.getItem('color-mode') ?? '{}').state).toEqual({ preference: 'light' });
    unmount();
    expect(isDark()).toBe(false);
    expect(useColorModeStore.getState().preference).toBe('light');
  });
});
