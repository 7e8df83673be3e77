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
  default: () => import('./default-layout.tsx').then((module) => module.DefaultLayout),
  onboarding: () => import('./onboarding-layout.tsx').then((module) => module.OnboardingLayout),
  pages: () => import('./pages-layout.tsx').then((module) => module.PagesLayout),
  planner: () => import('./planner-layout.tsx').then((module) => module.PlannerLayout),
};

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
