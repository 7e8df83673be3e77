import { useEffect, useState, type ReactNode } from 'react';
import { endFirstScreenTakeOver, takesOverFirstScreen } from './first-screen.ts';
import type { PageTransition } from './route-meta.ts';

const transitionClass: Record<PageTransition, string | undefined> = {
  fade: 'page-transition-fade',
  'slide-right': 'page-transition-slide-right',
  none: undefined,
};

/**
 * Plays the route's enter transition when mounted (CSS in styles.css; none under prefers-reduced-motion). Not over
 * a first screen the server drew (app/first-screen.ts): the page is already there, and fading it in again from
 * transparent would blank it for a moment and make its largest paint late (issue 19).
 */
export function PageTransitionFrame({
  transition,
  path,
  children,
}: {
  transition: PageTransition;
  /** The page's path: a learner's last screen is kept only of the page drawn for the current path (app/last-screen). */
  path?: string;
  children: ReactNode;
}) {
  const [takesOver] = useState(() => takesOverFirstScreen(window.location.pathname));
  useEffect(() => {
    if (takesOver) endFirstScreenTakeOver();
  }, [takesOver]);
  return (
    <div className={takesOver ? undefined : transitionClass[transition]} data-transition={transition} data-page={path}>
      {children}
    </div>
  );
}
