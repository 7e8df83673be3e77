import { createAppRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

let router: AppRouter | null = null;

/**
 * The app's router, built on first use rather than while the entry evaluates: building the route tree is a tenth
 * of a second on a phone's CPU, and as its own task it does not lengthen the entry's (issue 19: total blocking time).
 */
export function appRouter(): AppRouter {
  router ??= createAppRouter();
  return router;
}
