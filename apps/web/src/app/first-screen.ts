import { whenPageDrawn } from './last-screen/page-drawn.ts';

/**
 * Issue 19: a page the server sent with its first screen drawn (app/build/first-screens) has that markup in
 * #root. The app leaves it where the parser put it, visible, and mounts beside it: the loading layout draws nothing
 * over it, and the route's layout removes it in the commit that draws the page (no frame without either). Nothing
 * is parsed, laid out or inserted twice.
 */
let drawnScreen: { path: string; element: HTMLElement; mount: HTMLElement } | null = null;

/**
 * Finds the drawn first screen in the root element and returns where the app mounts: a layout-neutral element after
 * it when there is one, else the root element itself.
 */
export function keepFirstScreen(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>(':scope > [data-first-screen]');
  if (!element) return container;
  const mount = document.createElement('div');
  mount.className = 'contents';
  drawnScreen = { path: element.dataset.firstScreen ?? '', element, mount };
  takeOverPath = drawnScreen.path;
  // A learner's last screen (public/start-after-paint.js) stays until the page has drawn its data: the app draws its
  // layout and skeletons out of sight meanwhile, and swaps itself in (waitsForPage below).
  if (waitsForPage()) {
    mount.style.display = 'none';
    whenPageDrawn(mount, drawnScreen.path, forgetFirstScreen);
  }
  container.append(mount);
  return mount;
}

/** Whether the drawn screen is a learner's last screen, which the page itself replaces, not the layout. */
export function waitsForPage(): boolean {
  return drawnScreen?.element.dataset.lastScreen !== undefined;
}

/** Whether the drawn screen is still on screen for `pathname` (the loading layout then draws nothing). */
export function showsFirstScreen(pathname: string): boolean {
  return drawnScreen?.path === pathname;
}

/**
 * The app drew the route's layout for `pathname`, in this commit: a screen the build drew leaves now; a learner's
 * last screen waits for its page (keepFirstScreen), unless the app went elsewhere (a guard's redirect).
 */
export function layoutDrawn(pathname: string): void {
  if (!waitsForPage() || !showsFirstScreen(pathname)) forgetFirstScreen();
}

/** The app drew its own layout, or another path: the drawn screen leaves, and the loading layout is the skeleton. */
export function forgetFirstScreen(): void {
  if (!drawnScreen) return;
  const { element, mount } = drawnScreen;
  drawnScreen = null;
  element.parentElement?.querySelector(':scope > #first-screen-end')?.remove();
  element.remove();
  mount.style.removeProperty('display');
}

/** The path whose drawn screen the app's first page takes over (unlike drawnScreen, kept past the layout's draw). */
let takeOverPath: string | null = null;

/** Whether the page being mounted on `pathname` replaces the drawn first screen (it then skips its enter animation). */
export function takesOverFirstScreen(pathname: string): boolean {
  return takeOverPath === pathname;
}

/** The first page is mounted: later pages, even on the same path, animate as usual. */
export function endFirstScreenTakeOver(): void {
  takeOverPath = null;
}
