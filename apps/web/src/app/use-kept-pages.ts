import { useState } from 'react';
import type { ReactNode } from 'react';

export interface KeptPage {
  pathname: string;
  node: ReactNode;
}

/** How many keepalive pages stay mounted at most (oldest dropped first). */
export const maxKeptPages = 3;

/** Adds the current page to the list when it is a keepalive page not kept yet (pure, for tests). */
export function withKeptPage(
  kept: readonly KeptPage[],
  pathname: string,
  render: (() => ReactNode) | null,
): readonly KeptPage[] {
  if (!render || kept.some((page) => page.pathname === pathname)) return kept;
  return [...kept, { pathname, node: render() }].slice(-maxKeptPages);
}

/**
 * The keepalive pages rendered so far. Each is rendered once from its route params and then kept (React
 * <Activity> hides it) while the learner is elsewhere, so its state and scroll survive a trip to a lesson.
 */
export function useKeptPages(pathname: string, render: (() => ReactNode) | null): readonly KeptPage[] {
  const [kept, setKept] = useState<readonly KeptPage[]>([]);
  const next = withKeptPage(kept, pathname, render);
  // Derived state updated during render (React's documented pattern): no extra commit with a stale list.
  if (next !== kept) setKept(next);
  return next;
}
