import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface CaseFrameProps {
  /** The page's h1 (left out when the content brings its own). */
  title?: ReactNode;
  /** Under the title: a short text or the page's main action. */
  intro?: ReactNode;
  /** "Voltar aos casos" above the title (the filter and a case). */
  backLink?: boolean;
  children: ReactNode;
}

/** The clinical cases' page: centred column, the way back, the title, then the content. */
export function CaseFrame({ title, intro, backLink = false, children }: CaseFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 md:py-8">
      {title || intro || backLink ? (
        <header className="flex flex-col gap-2">
          {backLink ? (
            <Link
              to="/casos-clinicos"
              className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-semibold text-gray-700 hover:underline focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-300 dark:focus-visible:outline-white"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('clinicalCases.common.backToCases')}
            </Link>
          ) : null}
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
