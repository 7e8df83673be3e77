import type { ReactNode } from 'react';

/** The study screens' calm backdrop: `/flashcard-fundo.jpg` (preloaded by the shell), veiled for either colour mode. */
export function StudyBackdrop({ children }: { children: ReactNode }) {
  return (
    <div
      className="min-h-full bg-[url('/flashcard-fundo.jpg')] bg-cover bg-fixed bg-center"
      data-testid="study-backdrop"
    >
      <div className="flex min-h-full justify-center bg-white/40 px-3 py-4 md:px-6 md:py-10 dark:bg-gray-950/80">
        <div className="flex w-full max-w-2xl flex-col gap-5 self-start rounded-2xl bg-white p-4 shadow-xl ring-1 ring-black/5 md:p-8 dark:bg-gray-900 dark:ring-white/10">
          {children}
        </div>
      </div>
    </div>
  );
}
