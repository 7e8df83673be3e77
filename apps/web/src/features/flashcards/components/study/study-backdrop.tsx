import type { ReactNode } from 'react';

const image = "bg-[url('/flashcard-fundo.jpg')] bg-cover bg-fixed bg-center";
const veil = 'bg-white/40 dark:bg-gray-950/80';

/**
 * The study screens' calm backdrop: `/flashcard-fundo.jpg` (preloaded by the shell), veiled for either colour
 * mode. One layer fills the page's scroller (its nearest positioned ancestor) however short the content; the
 * content carries the same fixed image when it is taller than the screen.
 */
export function StudyBackdrop({ children }: { children: ReactNode }) {
  return (
    <>
      <div aria-hidden="true" className={`absolute inset-0 ${image}`} data-testid="study-backdrop">
        <div className={`size-full ${veil}`} />
      </div>
      <div className={`relative ${image}`}>
        <div className={`flex justify-center px-3 py-4 md:px-6 md:py-10 ${veil}`}>
          <div className="flex w-full max-w-2xl flex-col gap-5 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-black/5 md:p-8 dark:bg-gray-900 dark:ring-white/10">
            {children}
          </div>
        </div>
      </div>
    </>
  );
}
