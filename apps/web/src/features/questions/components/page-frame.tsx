import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { BackToQuestions } from './back-to-questions.tsx';

export interface PageFrameProps {
  /** The page's h1 (left out when the content brings its own). */
  title?: ReactNode;
  /** Under the title: a short text or the page's main action. */
  intro?: ReactNode;
  /** `narrow` for study screens (one question at a time), `wide` for the overview. */
  width?: 'narrow' | 'wide';
  /** "Voltar às questões" above the title (the study screens: where tracks and simulados have it too). */
  backLink?: boolean;
  children: ReactNode;
}

/** The question bank's page: centred column, the title, then the content. */
export function PageFrame({ title, intro, width = 'wide', backLink = false, children }: PageFrameProps) {
  return (
    <div
      className={cn(
        'mx-auto flex w-full flex-col gap-6 px-4 py-6 md:py-8',
        width === 'narrow' ? 'max-w-3xl' : 'max-w-5xl',
      )}
    >
      {title || intro || backLink ? (
        <header className="flex flex-col gap-2">
          {backLink ? <BackToQuestions /> : null}
          {title ? (
            <h1 className="text-2xl font-bold text-balance text-gray-900 md:text-3xl dark:text-gray-50">{title}</h1>
          ) : null}
          {intro}
        </header>
      ) : null}
      {children}
    </div>
  );
}
