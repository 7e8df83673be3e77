import { useLocation, useMatches } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { LazyUnauthorizedModal } from './lazy-unauthorized-modal.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { OnboardingLayout } from './layouts/onboarding-layout.tsx';
import { PagesLayout } from './layouts/pages-layout.tsx';
import { PlannerLayout } from './layouts/planner-layout.tsx';
import { PageOutlet } from './page-outlet.tsx';
import type { LayoutName } from './route-meta.ts';
import { useShell } from './shell-context.ts';
import { useDocumentTitle } from './use-document-title.ts';

const layouts: Record<Exclude<LayoutName, 'loading'>, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  onboarding: OnboardingLayout,
  pages: PagesLayout,
  planner: PlannerLayout,
};

/** The root route's component: the layout the current route names, around its page. */
export function AppShell() {
  const layoutName = useMatches({ select: (matches) => matches.at(-1)?.staticData.layout ?? 'default' });
  const pathname = useLocation({ select: (location) => location.pathname });
  const { producer } = useShell();
  useDocumentTitle();
  const Layout = layoutName === 'loading' ? DefaultLayout : layouts[layoutName];
  return (
    <>
      <Layout>
        <PageOutlet />
      </Layout>
      <LazyUnauthorizedModal supportNumber={producer?.app_numero_suporte} pathname={pathname} />
    </>
  );
}
