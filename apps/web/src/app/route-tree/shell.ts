import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import type { ComingSoonArea } from '../../features/coming-soon/index.ts';
import { AppShell } from '../app-shell.tsx';
import { FatalErrorScreen, NotFoundScreen, RouteErrorScreen } from '../errors/route-error-screens.tsx';
import { rootBeforeLoad } from '../root-before-load.ts';
import { RootShell } from '../root-shell.tsx';
import { lazyPage } from './lazy-page.ts';
import type { LayoutName } from '../route-meta.ts';
import '../route-meta.ts';

export interface RouterContext {
  /**
   * The app's QueryClient for route loaders (ensureQueryData). Loaded on demand: the sign-in screens' first
   * paint does not carry the query library.
   */
  loadQueryClient: () => Promise<QueryClient>;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: rootBeforeLoad,
  component: RootShell,
  errorComponent: FatalErrorScreen,
  notFoundComponent: NotFoundScreen,
});

/**
 * Pathless route holding the layouts: every page lives under it, errors that break the shell (at the root)
 * outside it. Its id prefixes the ids of the routes below it (`getRouteApi('/shell/questoes/trilha/$id')`).
 */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  component: AppShell,
  errorComponent: RouteErrorScreen,
});

const comingSoonPage = lazyPage(() => import('../../routes/coming-soon.tsx'), 'ComingSoonRoute');

/**
 * A route of a later issue at `path` (kept literal: `<Link to>` checks it): the shared "Em breve" page
 * for its area.
 */
export function comingSoonRoute<const TPath extends string>(
  path: TPath,
  area: ComingSoonArea,
  options: { layout?: LayoutName; catalog?: 'core' | 'full' } = {},
) {
  return createRoute({
    getParentRoute: () => shellRoute,
    path,
    component: comingSoonPage,
    staticData: { area, ...options },
  });
}
