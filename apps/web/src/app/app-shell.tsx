import { useMatches } from '@tanstack/react-router';
import { routeLayoutName } from './layouts/layout-registry.ts';
import { LoadingLayout } from './layouts/loading-layout.tsx';
import { useRouteLayout } from './layouts/use-route-layout.ts';
import { PageOutlet } from './page-outlet.tsx';

/** The pathless shell route's component: the layout the current route names (its static data), around its page. */
export function AppShell() {
  const layoutName = useMatches({ select: (matches) => routeLayoutName(matches.at(-1)?.staticData.layout) });
  const Layout = useRouteLayout(layoutName);
  if (!Layout) return <LoadingLayout />;
  return (
    <Layout>
      <PageOutlet />
    </Layout>
  );
}
