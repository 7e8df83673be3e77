import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetFirstScreen, keepFirstScreen, showsFirstScreen, waitsForPage } from '../first-screen.ts';
import { LoadingLayout } from '../layouts/loading-layout.tsx';
import { lastScreenHoldMs } from './page-drawn.ts';

/** #root as public/start-after-paint.js leaves it: the learner's last screen of this path, inert. */
function rootWithLastScreen(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<div class="contents" data-first-screen="${window.location.pathname}" data-last-screen="" inert aria-hidden="true"><h2>Extensivo</h2></div>`;
  document.body.append(root);
  return root;
}

const lastScreen = () => document.querySelector('[data-last-screen]');
const flushMutations = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe("the app taking over a learner's last screen (issue 19)", () => {
  afterEach(() => {
    forgetFirstScreen();
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('stays while the app draws its layout and skeletons out of sight, and leaves when the page has its data', async () => {
    const mount = keepFirstScreen(rootWithLastScreen());
    expect(waitsForPage()).toBe(true);
    expect(mount).not.toBeVisible();
    render(<LoadingLayout />, { container: mount });
    expect(screen.queryByRole('status')).not.toBeInTheDocument(); // nothing drawn over it
    mount.innerHTML = '<header>layout</header><div data-page="/elsewhere"><h2>the page before</h2></div>';
    await flushMutations();
    expect(lastScreen()).toBeInTheDocument();
    mount.innerHTML = `<header>layout</header><div data-page="${window.location.pathname}"><div data-skeleton=""></div></div>`;
    await flushMutations();
    expect(lastScreen()).toBeInTheDocument();
    expect(mount).not.toBeVisible();
    mount
      .querySelector('[data-skeleton]')
      ?.replaceWith(Object.assign(document.createElement('h2'), { textContent: 'Extensivo' }));
    await flushMutations();
    // In the same task as the page's commit: no frame shows both screens, or neither.
    expect(lastScreen()).toBeNull();
    expect(mount).toBeVisible();
    expect(showsFirstScreen(window.location.pathname)).toBe(false);
  });

  it('leaves after a few seconds even if the page still loads, so that the learner can act', () => {
    vi.useFakeTimers();
    const mount = keepFirstScreen(rootWithLastScreen());
    mount.innerHTML = `<div data-page="${window.location.pathname}"><div aria-busy="true"></div></div>`;
    vi.advanceTimersByTime(lastScreenHoldMs - 1);
    expect(lastScreen()).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(lastScreen()).toBeNull();
    expect(mount).toBeVisible();
  });

  it('is not a screen drawn at build time: those leave with the layout, and the app is never hidden', () => {
    const root = document.createElement('div');
    root.innerHTML = `<div class="contents" data-first-screen="${window.location.pathname}" inert><h1>Entrar</h1></div>`;
    document.body.append(root);
    const mount = keepFirstScreen(root);
    expect(waitsForPage()).toBe(false);
    expect(mount).toBeVisible();
  });
});
