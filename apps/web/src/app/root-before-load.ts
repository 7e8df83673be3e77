import { requireSession } from './guards/require-session.ts';
import { loadLayout, routeLayoutName } from './layouts/layout-registry.ts';
import type { LayoutName } from './route-meta.ts';

type DestinationMatches = ReadonlyArray<{ staticData?: { layout?: LayoutName } }>;

/**
 * Root `beforeLoad`, run on every navigation (and intent preload): the session guard first, then the
 * layout chunk of the destination route, so the page renders inside its layout in one go.
 */
export async function rootBeforeLoad(context: { location: { pathname: string } }): Promise<void> {
  requireSession(context);
  // The router also passes the destination's matches. They are read structurally here: declaring them in
  // the parameter type would make the route tree's type depend on itself (TS7022).
  const { matches } = context as { matches?: DestinationMatches };
  await loadLayout(routeLayoutName(matches?.at(-1)?.staticData?.layout));
}
