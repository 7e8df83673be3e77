import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { RouteErrorScreen } from './errors/route-error-screens.tsx';
import { authRoutes } from './route-tree/auth-routes.ts';
import { clinicalCaseRoutes } from './route-tree/clinical-case-routes.ts';
import { offerRoutes } from './route-tree/offer-routes.ts';
import { plannerRoutes } from './route-tree/planner-routes.ts';
import { flashcardRoutes } from './route-tree/flashcard-routes.ts';
import { contentRouteTree } from './route-tree/content-routes.ts';
import { pageRoutes } from './route-tree/page-routes.ts';
import { questionRoutes } from './route-tree/question-routes.ts';
import { rootRoute, shellRoute } from './route-tree/shell.ts';

const loadQueryClient = () => import('../lib/query/query-client.ts').then((module) => module.queryClient);

/**
 * The route tree. Every path is a literal (createRoute in app/route-tree/*), so `<Link to>`, params and
 * search are checked against it (app/route-types.test-d.tsx proves it).
 */
export const routeTree = rootRoute.addChildren([
  shellRoute.addChildren([
    ...pageRoutes,
    ...authRoutes,
    ...questionRoutes,
    ...flashcardRoutes,
    ...clinicalCaseRoutes,
    ...plannerRoutes,
    ...offerRoutes,
    contentRouteTree,
  ]),
]);

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { loadQueryClient },
    // Search values stay plain text both ways (`?aula=26`, never `?aula=%2226%22`): every validateSearch reads text.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => JSON.stringify(value)),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorScreen,
    notFoundMode: 'root',
    // Spec §2: scroll to top (or to the hash) on navigation; #app-scroller keeps its position per
    // history entry (data-scroll-restoration-id) and gets it back on back/forward.
    scrollRestoration: true,
    scrollToTopSelectors: ['#app-scroller'],
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
