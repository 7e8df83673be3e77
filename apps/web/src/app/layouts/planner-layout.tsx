import type { ReactNode } from 'react';
import { AppScroller } from './app-scroller.tsx';
import { FocusedHeader } from './focused-header.tsx';
import { SkipLink } from './skip-link.tsx';

/** Planner layout (/terms, /planner/*): focused, no navigation but a way out (Sair), a narrow reading column. */
export function PlannerLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-dvh flex-col bg-gray-50 dark:bg-gray-950" data-layout="planner">
      <SkipLink />
      <FocusedHeader homeLink signOut />
      <AppScroller>
        <div className="mx-auto w-full max-w-3xl">{children}</div>
      </AppScroller>
    </div>
  );
}
