import type { ReactNode } from 'react';
import type { PageTransition } from './route-meta.ts';

const transitionClass: Record<PageTransition, string | undefined> = {
  fade: 'page-transition-fade',
  'slide-right': 'page-transition-slide-right',
  none: undefined,
};

/** Plays the route's enter transition when mounted (CSS in styles.css; none under prefers-reduced-motion). */
export function PageTransitionFrame({ transition, children }: { transition: PageTransition; children: ReactNode }) {
  return (
    <div className={transitionClass[transition]} data-transition={transition}>
      {children}
    </div>
  );
}
