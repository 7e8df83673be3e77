import { useEffect, useRef, type RefObject } from 'react';

/** Desktop only: on a phone the keyboard would cover the page the moment it opens. */
const desktopQuery = '(min-width: 768px) and (pointer: fine)';

/**
 * Focuses the field once, on desktop. Once only: a kept-alive page runs its effects again each time it shows,
 * and focusing then would fight the restored scroll position.
 */
export function useDesktopAutofocus(ref: RefObject<HTMLInputElement | null>): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (window.matchMedia(desktopQuery).matches) ref.current?.focus({ preventScroll: true });
  }, [ref]);
}
