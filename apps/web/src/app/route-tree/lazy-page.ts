import { lazyRouteComponent, type AsyncRouteComponent } from '@tanstack/react-router';

/**
 * A route's page, loaded on demand: each page is its own chunk (the first paint of /auth/newLogin loads only
 * the shell), declared where its route is: `component: lazyPage(() => import('../../routes/home.tsx'), 'HomeRoute')`.
 *
 * The export name is checked (only the module's export names are read), the page's type is not: the pages read
 * the typed router, so inferring their props here would make the route tree's type depend on itself (it would
 * silently turn into `any`; app/route-types.test-d.tsx fails if it ever does).
 */
export function lazyPage<TModule extends Record<string, unknown>>(
  importer: () => Promise<TModule>,
  exportName: keyof TModule & string,
): AsyncRouteComponent<unknown> {
  // The module's type is only known as a record of unknowns here (see above): the router reads its export.
  return lazyRouteComponent(importer as () => Promise<Record<string, () => null>>, exportName);
}
