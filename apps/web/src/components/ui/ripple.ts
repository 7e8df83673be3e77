/** Ripple length (spec §9). */
export const rippleDurationMs = 401;

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Draws a ripple from the pointer position inside `host` for 401 ms, then removes it. Nothing under
 * prefers-reduced-motion. Works on any element (also a Slot child), so it is added imperatively.
 */
export function startRipple(host: HTMLElement, clientX: number, clientY: number): void {
  if (prefersReducedMotion()) return;
  const rect = host.getBoundingClientRect();
  const size = Math.max(rect.width, rect.height) * 2;
  const ripple = document.createElement('span');
  ripple.dataset.ripple = '';
  ripple.setAttribute('aria-hidden', 'true');
  Object.assign(ripple.style, {
    position: 'absolute',
    left: `${clientX - rect.left - size / 2}px`,
    top: `${clientY - rect.top - size / 2}px`,
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '9999px',
    background: 'currentColor',
    opacity: '0',
    pointerEvents: 'none',
  });
  host.appendChild(ripple);
  ripple.animate?.(
    [
      { transform: 'scale(0)', opacity: 0.3 },
      { transform: 'scale(1)', opacity: 0 },
    ],
    { duration: rippleDurationMs, easing: 'ease-out' },
  );
  setTimeout(() => ripple.remove(), rippleDurationMs);
}
