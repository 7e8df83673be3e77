import type { ReactNode } from 'react';
import { AppScroller } from './app-scroller.tsx';
import { FocusedHeader } from './focused-header.tsx';
import { SkipLink } from './skip-link.tsx';

/** Onboarding layout (sign-in, sign-up, first access): focused, over the producer's background image. */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  return (
    <div
      className="flex h-dvh flex-col bg-gray-100 bg-cover bg-center dark:bg-gray-900"
      style={{ backgroundImage: 'var(--brand-background-image)' }}
      data-layout="onboarding"
    >
      <SkipLink />
      <AppScroller>
        <div className="mx-auto flex min-h-full w-full max-w-lg flex-col justify-center px-4 py-6">
          <div className="rounded-2xl bg-white shadow-lg dark:bg-gray-950">
            <FocusedHeader homeLink={false} />
            {children}
          </div>
        </div>
      </AppScroller>
    </div>
  );
}
