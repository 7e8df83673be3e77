import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '../route-meta.ts';

/** The layouts a route can name; `loading` is the shell's own, shown while config and branding load. */
export type RouteLayoutName = Exclude<LayoutName, 'loading'>;
export type LayoutComponent = ComponentType<{ children: ReactNode }>;

/**
 * Each layout is its own chunk, so a page downloads only the layout it shows (the sign-in screen does not
 * pay for the app header, navigation and their icons). The root route's beforeLoad awaits the one the next
 * route needs, so the shell always renders with its layout already there.
 */
const importers: Record<RouteLayoutName, () => Promise<LayoutComponent>> = {
  default: () => withQuery(import('./default-layout.tsx').then((module) => module.DefaultLayout)),
  // The sign-in screens: no query library (their first paint stays small).
  onboarding: () => import('./onboarding-layout.tsx').then((module) => module.OnboardingLayout),
  pages: () => withQuery(import('./pages-layout.tsx').then((module) => module.PagesLayout)),
  planner: () => withQuery(import('./planner-layout.tsx').then((module) => module.PlannerLayout)),
};

/** A layout of the pages behind the sign-in, inside the app's QueryClientProvider (loaded along). */
async function withQuery(layout: Promise<LayoutComponent>): Promise<LayoutComponent> {
  const [component, { withQueryClient }] = await Promise.all([layout, import('../../lib/query/with-query-client.tsx')]);
  return withQueryClient(component);
}

const loaded = new Map<RouteLayoutName, LayoutComponent>();
const loading = new Map<RouteLayoutName, Promise<LayoutComponent>>();

/** The layout a route names in its static data (`default` when it names none). */
export function routeLayoutName(name: LayoutName | undefined): RouteLayoutName {
  return name === undefined || name === 'loading' ? 'default' : name;
}

export function loadLayout(name: RouteLayoutName): Promise<LayoutComponent> {
  const ready = loaded.get(name);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(name);
  if (!pending) {
    pending = importers[name]().then(
      (component) => {
        loaded.set(name, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(name); // a failed chunk may succeed on the next navigation
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/** The layout component if its chunk has loaded, else undefined. */
export function loadedLayout(name: RouteLayoutName): LayoutComponent | undefined {
  return loaded.get(name);
}
