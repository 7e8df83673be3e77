import type { ReactNode } from 'react';

/**
 * The 16:9 black stage every player state sits in (video, Vimeo, locked, error), so the page never jumps.
 * Panels with text keep a minimum height, so narrow phones do not clip them.
 */
export function PlayerFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative aspect-video min-h-60 w-full overflow-hidden bg-black text-white md:rounded-xl">
      {children}
    </div>
  );
}
