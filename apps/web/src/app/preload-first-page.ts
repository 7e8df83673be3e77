import type { AnyRoute } from '@tanstack/react-router';
import { loadLayout, routeLayoutName } from './layouts/layout-registry.ts';
import type { LayoutName } from './route-meta.ts';

interface ChunkLoader {
  getMatchedRoutes: (pathname: string) => readonly [ReadonlyArray<AnyRoute>, ...unknown[]];
  loadRouteChunk: (route: AnyRoute) => Promise<unknown> | undefined;
}

/**
 * Issue 19: requests the first page's chunks (its route's and its layout's) as the app starts. The router asks
 * for them only once translations, config and branding are in, a second network round after the bundle's.
 * A chunk that fails here is requested again, and reported, by the navigation that needs it.
 */
export function preloadFirstPage(router: ChunkLoader, pathname = window.location.pathname): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  const staticData = routes.at(-1)?.options.staticData as { layout?: LayoutName } | undefined;
  loadLayout(routeLayoutName(staticData?.layout)).catch(() => undefined);
}
