import { useLocation, useMatches } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { useSessionEnded } from '../features/session/use-session-ended.ts';
import { layoutDrawn } from './first-screen.ts';
import { routeLayoutName } from './layouts/layout-registry.ts';
import { LoadingLayout } from './layouts/loading-layout.tsx';
import { useRouteLayout } from './layouts/use-route-layout.ts';
import { PageOutlet } from './page-outlet.tsx';

/**
 * The pathless shell route's component: the layout the current route names (its static data), around its
 * page. While the unauthorized modal is open the page is hidden behind it: what it shows then (a load error
 * and its "Tentar de novo", after the 401) could only mislead; "Fazer login" is the way on.
 */
export function AppShell() {
  const layoutName = useMatches({ select: (matches) => routeLayoutName(matches.at(-1)?.staticData.layout) });
  const Layout = useRouteLayout(layoutName);
  const pathname = useLocation({ select: (location) => location.pathname });
  const sessionEnded = useSessionEnded(pathname);
  // In the commit that draws the layout, so that no frame shows both screens, or neither.
  useLayoutEffect(() => {
    if (Layout) layoutDrawn(pathname);
  }, [Layout, pathname]);
  if (!Layout) return <LoadingLayout />;
  return (
    <Layout>
      <div className={sessionEnded ? 'contents invisible' : 'contents'} data-session-ended={sessionEnded || undefined}>
        <PageOutlet />
      </div>
    </Layout>
  );
}
