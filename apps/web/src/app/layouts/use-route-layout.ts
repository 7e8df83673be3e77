import { useEffect, useState } from 'react';
import { loadedLayout, loadLayout, type LayoutComponent, type RouteLayoutName } from './layout-registry.ts';

/**
 * The component of the named layout. The root beforeLoad has normally loaded it already; if not (e.g. the
 * route errored before), it loads here and the caller shows the loading layout meanwhile (undefined).
 */
export function useRouteLayout(name: RouteLayoutName): LayoutComponent | undefined {
  const [, setLoadedName] = useState<RouteLayoutName | null>(null);
  const layout = loadedLayout(name);
  useEffect(() => {
    if (layout) return;
    let live = true;
    loadLayout(name)
      .then(() => {
        if (live) setLoadedName(name);
      })
      .catch((error: unknown) => console.error(`[layout] The ${name} layout failed to load.`, error));
    return () => {
      live = false;
    };
  }, [layout, name]);
  return layout;
}
