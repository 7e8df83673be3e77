import { loadCatalogAreas } from '../lib/i18n/index.ts';
import { requireSession } from './guards/require-session.ts';
import { loadLayout, routeLayoutName } from './layouts/layout-registry.ts';
import type { LayoutName } from './route-meta.ts';

/** What a route declares about its first render: the layout it sits in and how much of the catalog it needs. */
export interface DestinationStaticData {
  layout?: LayoutName;
  catalog?: 'core' | 'full';
}
type DestinationMatches = ReadonlyArray<{ staticData?: DestinationStaticData }>;

/** What a destination needs before it renders: its layout's name, and whether the areas' messages too. */
export function destinationNeeds(staticData: DestinationStaticData | undefined) {
  return { layout: routeLayoutName(staticData?.layout), areas: staticData?.catalog !== 'core' };
}

/**
 * Root `beforeLoad`, run on every navigation (and intent preload): the session guard first, then the
 * layout chunk of the destination route and, unless the core catalog is enough (the sign-in screens and the
 * catalog page), the areas part of the catalog, so the page renders inside its layout, with its messages, in
 * one go.
 */
export async function rootBeforeLoad(context: { location: { pathname: string } }): Promise<void> {
  requireSession(context);
  // The router also passes the destination's matches. They are read structurally here: declaring them in
  // the parameter type would make the route tree's type depend on itself (TS7022).
  const { matches } = context as { matches?: DestinationMatches };
  const needs = destinationNeeds(matches?.at(-1)?.staticData);
  await Promise.all([loadLayout(needs.layout), needs.areas ? loadCatalogAreas() : undefined]);
}
