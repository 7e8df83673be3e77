import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';

export const appScrollerId = 'app-scroller';

/**
 * The page scroll container of every layout (spec §2): the router scrolls it to the top (or to the hash)
 * on navigation and saves/restores its position per history entry (data-scroll-restoration-id).
 * It is the only thing that scrolls: `relative` makes it the containing block of the pages' absolutely
 * positioned descendants (visually hidden `.sr-only` text above all), which would otherwise be placed
 * against the document and grow it past the viewport, so the whole frame (header, bottom bar) scrolled away.
 */
export function AppScroller({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main
      id={appScrollerId}
      data-scroll-restoration-id={appScrollerId}
      tabIndex={-1}
      className={cn('relative min-h-0 flex-1 overflow-y-auto overscroll-contain focus:outline-none', className)}
    >
      {children}
    </main>
  );
}
