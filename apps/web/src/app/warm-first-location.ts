import type { AnyRouter } from '@tanstack/react-router';
import { preloadCatalogAreas } from '../lib/i18n/index.ts';
import { sessionLetsIn } from './guards/require-session.ts';
import { loadLayout } from './layouts/layout-registry.ts';
import { type DestinationStaticData, destinationNeeds } from './root-before-load.ts';

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
  if (!sessionLetsIn(pathname)) return;
  const [routes] = router.getMatchedRoutes(pathname);
  const needs = destinationNeeds(routes.at(-1)?.options.staticData as DestinationStaticData | undefined);
  loadLayout(needs.layout).catch(logFailure('The layout'));
  if (needs.areas) preloadCatalogAreas();
  for (const route of routes) router.loadRouteChunk(route)?.catch(logFailure('A page chunk'));
}
