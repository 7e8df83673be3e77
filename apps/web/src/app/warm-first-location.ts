import type { AnyRouter } from '@tanstack/react-router';
import { preloadCatalogAreas } from '../lib/i18n/index.ts';
import { useSessionStore } from '../lib/session/session-store.ts';
import { isPublicPath } from './guards/public-paths.ts';
import { loadLayout, routeLayoutName } from './layouts/layout-registry.ts';
import type { LayoutName } from './route-meta.ts';

interface MatchedStaticData {
  layout?: LayoutName;
  catalog?: 'core' | 'full';
}

const logFailure = (what: string) => (error: unknown) => console.warn(`[boot] ${what} failed to preload.`, error);

/**
 * Starts downloading what the first location renders (its layout, its routes' page chunks and, for the areas,
 * their messages) as soon as the router exists, alongside the translations and the branding, rather than after
 * them (issue 19: on a phone's slow network each wait in that chain was a round trip before the first page).
 * Only where the session guard lets the app in: a visitor sent to the sign-in would download the page for
 * nothing. The router's own first load then finds them loaded; a failure here is only logged, that load
 * tries again and shows its error.
 */
export function warmFirstLocation(router: AnyRouter, pathname: string): void {
  if (!isPublicPath(pathname) && !useSessionStore.getState().token) return;
  const [routes] = router.getMatchedRoutes(pathname);
  const staticData = routes.at(-1)?.options.staticData as MatchedStaticData | undefined;
  loadLayout(routeLayoutName(staticData?.layout)).catch(logFailure('The layout'));
  if (staticData?.catalog !== 'core') preloadCatalogAreas();
  for (const route of routes) router.loadRouteChunk(route)?.catch(logFailure('A page chunk'));
}
