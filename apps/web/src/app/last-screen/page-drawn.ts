/**
 * Whether the app under `mount` shows `pathname`'s page with its data: that page's frame is there
 * (PageTransitionFrame's `data-page`; while the next route loads, the router still shows the page before it) and
 * nothing still loads (no skeleton, nothing `aria-busy`). The learner's last screen is kept only then
 * (save-last-screen.ts), and swapped for the app only then (app/first-screen.ts).
 */
export function pageIsDrawn(mount: ParentNode, pathname: string): boolean {
  const frames = mount.querySelectorAll<HTMLElement>('[data-page]');
  // An index route's match ends in a slash (`/courses/`) where the location may not.
  const bare = (path = '') => path.replace(/(.)\/+$/, '$1');
  return (
    [...frames].some((frame) => bare(frame.dataset.page) === bare(pathname)) &&
    mount.querySelector('[data-skeleton], [aria-busy="true"]') === null
  );
}

/** Past this, the app replaces a last screen even if its page still loads: the learner can then act. */
export const lastScreenHoldMs = 5_000;

/** Calls `done` once, when `pathname`'s page under `mount` is drawn or after `lastScreenHoldMs`. */
export function whenPageDrawn(mount: HTMLElement, pathname: string, done: () => void): void {
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
    done();
  };
  // Mutation records are delivered before the browser paints, so the swap happens in the frame the page is drawn.
  const observer = new MutationObserver(() => {
    if (pageIsDrawn(mount, pathname)) finish();
  });
  observer.observe(mount, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  const timer = setTimeout(finish, lastScreenHoldMs);
}
