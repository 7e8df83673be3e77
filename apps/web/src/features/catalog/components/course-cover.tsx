import type { ReactNode } from 'react';

/** A 16:9 cover, loaded lazily (decorative: the name is written next to it), with overlays such as a badge. */
export function CourseCover({ src, children }: { src: string; children?: ReactNode }) {
  return (
    <div className="relative aspect-video w-full shrink-0 overflow-hidden bg-gray-200 dark:bg-gray-800">
      {src ? <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" /> : null}
      {children}
    </div>
  );
}
