import { Link } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { AssistantHost, AssistantTrigger } from '../../features/assistant/index.ts';
import { BrandLogo } from '../../features/branding/index.ts';
import { AppNav, BottomNav, SearchLink } from '../../features/shell/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useShell } from '../shell-context.ts';
import { AppScroller } from './app-scroller.tsx';
import { LazyPendingAccountBanner } from './lazy-pending-banner.tsx';
import { LazyWideControls } from './lazy-wide-controls.tsx';
import { PreferencesMenu } from './preferences-menu.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * Default layout: header (logo, nav, the assistant, search, profile; language, colour mode and sign-out inline on
 * a wide desktop, in the preferences sheet below it, so a phone's header stays one row and a laptop's does not
 * overflow), the #app-scroller, mobile bottom nav, and the assistant's panel (loaded on its first open).
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { producer } = useShell();
  const user = useSessionStore((state) => state.user);
  return (
    <div className="flex h-dvh flex-col" data-layout="default">
      <SkipLink />
      <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
        {/* A phone: one row, the logo gives way. Wider: the navigation joins; a tablet may wrap to two rows. */}
        <div className="mx-auto flex min-h-14 max-w-7xl items-center gap-x-3 gap-y-2 px-4 py-2 md:min-h-16 md:flex-wrap">
          <Link
            to="/"
            aria-label={t('layouts.homeLink', { name: producer?.nome ?? t('app.name') })}
            className="inline-flex min-h-11 min-w-0 items-center rounded-lg focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none md:shrink-0"
          >
            <BrandLogo producer={producer} className="h-10 max-w-full truncate" />
          </Link>
          <div className="flex-1 max-md:hidden">
            <AppNav />
          </div>
          <div className="ml-auto flex shrink-0 items-center gap-1 md:order-last">
            <AssistantTrigger name={producer?.app_ianame} image={producer?.app_iaimage} />
            <SearchLink />
            <Link
              to="/person"
              aria-label={t('layouts.profileLink')}
              title={t('layouts.profileLink')}
              className="inline-flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:focus-visible:outline-white"
            >
              <UserRound aria-hidden="true" className="size-5" />
            </Link>
            <LazyWideControls part="signOut" />
            <PreferencesMenu className="xl:hidden" withSignOut />
          </div>
          <LazyWideControls part="preferences" />
        </div>
      </header>
      <LazyPendingAccountBanner user={user} />
      <AppScroller>{children}</AppScroller>
      <BottomNav />
      <AssistantHost />
    </div>
  );
}
