import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useShell } from '../shell-context.ts';
import { AppScroller } from './app-scroller.tsx';
import { FocusedHeader } from './focused-header.tsx';
import { SkipLink } from './skip-link.tsx';

/** Pages layout (/page/*: offers, checkout): a simple branded page with a brand-coloured band. */
export function PagesLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { producer } = useShell();
  return (
    <div className="flex h-dvh flex-col" data-layout="pages">
      <SkipLink />
      <AppScroller>
        <div className="h-2 bg-brand" aria-hidden="true" />
        <FocusedHeader homeLink={false} />
        {/* At least a screen tall: the footer starts below the first screen, so the page filling in under it
            while its reads arrive never moves it in view (it was the offers page's whole layout shift, 0.084). */}
        <div className="mx-auto min-h-dvh w-full max-w-4xl">{children}</div>
        <footer className="mt-8 border-t border-gray-200 px-4 py-6 text-center text-sm text-gray-600 dark:border-gray-800 dark:text-gray-300">
          {t('layouts.pagesFooter', { name: producer?.nome ?? t('app.name') })}
        </footer>
      </AppScroller>
    </div>
  );
}
