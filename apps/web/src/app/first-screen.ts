/**
 * Issue 19: a page the server sent with its first screen drawn (app/build/first-screens) has that markup in
 * #root. The app keeps it on screen (the loading layout shows it) until the route's layout is drawn, instead of
 * a skeleton in between: the words the learner already sees stay put.
 */
let firstScreen: { path: string; html: string } | null = null;

/** Reads the drawn first screen out of the root element, before React replaces its content. */
export function keepFirstScreen(container: HTMLElement): void {
  const drawn = container.querySelector<HTMLElement>(':scope > [data-first-screen]');
  if (!drawn) return;
  firstScreen = { path: drawn.dataset.firstScreen ?? '', html: drawn.innerHTML };
  takeOverPath = firstScreen.path;
}

/** The kept markup while the app is still on the path it was drawn for, else null. */
export function firstScreenOf(pathname: string): string | null {
  return firstScreen?.path === pathname ? firstScreen.html : null;
}

/** The app drew its own layout: from now on the loading layout is the skeleton again. */
export function forgetFirstScreen(): void {
  firstScreen = null;
}

/** The path whose drawn screen the app's first page takes over (unlike firstScreen, kept past the layout's draw). */
let takeOverPath: string | null = null;

/** Whether the page being mounted on `pathname` replaces the drawn first screen (it then skips its enter animation). */
export function takesOverFirstScreen(pathname: string): boolean {
  return takeOverPath === pathname;
}

/** The first page is mounted: later pages, even on the same path, animate as usual. */
export function endFirstScreenTakeOver(): void {
  takeOverPath = null;
}
