import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { renderModuleSearch } from '../routes/module-search.tsx';
import { AppShell } from './app-shell.tsx';
import { RootShell } from './root-shell.tsx';
import { FatalErrorScreen, NotFoundScreen, RouteErrorScreen } from './errors/route-error-screens.tsx';
import { assertContentType } from './guards/content-type.ts';
import { requireTermsAccepted } from './guards/require-terms-accepted.ts';
import { rootBeforeLoad } from './root-before-load.ts';
import type { ComingSoonArea } from '../features/coming-soon/index.ts';
import type { LayoutName } from './route-meta.ts';
import './route-meta.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

// Route components are lazy: the first paint of /auth/newLogin loads only the shell.
const ComingSoonRoute = lazyRouteComponent(() => import('../routes/coming-soon.tsx'), 'ComingSoonRoute');
const HomeRoute = lazyRouteComponent(() => import('../routes/home.tsx'), 'HomeRoute');
const TermsRoute = lazyRouteComponent(() => import('../routes/terms.tsx'), 'TermsRoute');
const TestDatePickerRoute = lazyRouteComponent(() => import('../routes/test-date-picker.tsx'), 'TestDatePickerRoute');

/** A route of a later issue: the shared "Em breve" page for its area. */
function comingSoon(area: ComingSoonArea, options: { layout?: LayoutName; exactTitle?: boolean } = {}) {
  return { component: ComingSoonRoute, staticData: { area, ...options } };
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: rootBeforeLoad,
  component: RootShell,
  errorComponent: FatalErrorScreen,
  notFoundComponent: NotFoundScreen,
});

/** Pathless route holding the layouts: every page lives under it, fatal errors (at the root) outside it. */
const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  component: AppShell,
  errorComponent: RouteErrorScreen,
});

const at = (path: string, options: ReturnType<typeof comingSoon>) =>
  createRoute({ getParentRoute: () => shellRoute, path, ...options });

const homeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  beforeLoad: requireTermsAccepted,
  component: HomeRoute,
  staticData: { area: 'home' },
});
const termsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'terms',
  component: TermsRoute,
  staticData: { area: 'terms', layout: 'planner' },
});
const testDatePickerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'test-date-picker',
  component: TestDatePickerRoute,
  staticData: { area: 'datePicker' },
});
const searchRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'search',
  ...comingSoon('search'),
  staticData: { area: 'search', transition: 'none' },
});

const authRoutes = [
  at('auth', comingSoon('auth', { layout: 'onboarding' })),
  at('auth/login', comingSoon('login', { layout: 'onboarding' })),
  at('auth/signUp', comingSoon('signUp', { layout: 'onboarding' })),
  at('auth/newLogin', comingSoon('newLogin', { layout: 'onboarding' })),
  at('auth/newClient', comingSoon('newClient', { layout: 'onboarding' })),
  at('auth/password-reset', comingSoon('passwordReset', { layout: 'onboarding' })),
  at('auth/password-reset-selfcheckout', comingSoon('passwordResetSelfcheckout', { layout: 'onboarding' })),
  at('auth/user-validation', comingSoon('userValidation', { layout: 'onboarding' })),
  at('erros/auth', comingSoon('authError', { layout: 'onboarding' })),
  // Redirect-logic routes (spec §2): public landing points of login, sign-up and purchase flows.
  at('newClient', comingSoon('newClient', { layout: 'onboarding' })),
  at('checkUser', comingSoon('checkUser', { layout: 'onboarding' })),
  at('checkout', comingSoon('checkout', { layout: 'pages' })),
  at('page/offers', comingSoon('offers', { layout: 'pages' })),
];

const studyRoutes = [
  at('person', comingSoon('person')),
  at('Acessos', comingSoon('accesses')),
  at('genre/$no/tv', comingSoon('genreTv')),
  at('genre/$no/movie', comingSoon('genreMovie')),
  at('questoes', comingSoon('questions')),
  at('questoes/filtro', comingSoon('questionFilter')),
  at('questoes/trilha/$id', comingSoon('questionTrack', { exactTitle: true })),
  at('questoes/simulado/$id', comingSoon('mockExam', { exactTitle: true })),
  at('questoes/simulado/detalhes/$id', comingSoon('mockExamDetails')),
  at('questoes/simulado_old/$id', comingSoon('mockExamOld')),
  at('questoes/treino-livre', comingSoon('freePractice', { exactTitle: true })),
  at('flashcards', comingSoon('flashcards')),
  at('flashcards/study', comingSoon('flashcardStudy')),
  at('flashcards/completion', comingSoon('flashcardCompletion')),
  at('casos-clinicos', comingSoon('clinicalCases', { exactTitle: true })),
  at('casos-clinicos/filtro', comingSoon('clinicalCaseFilter')),
  at('casos-clinicos/execucao', comingSoon('clinicalCaseRun')),
  at('casos-clinicos/$id', comingSoon('clinicalCase', { exactTitle: true })),
  at('planner/onboarding', comingSoon('plannerOnboarding', { layout: 'planner' })),
  at('planner/$id', comingSoon('planner', { layout: 'planner' })),
  at('planner/$id/activities', comingSoon('plannerActivities', { layout: 'planner' })),
  at('page/$id/checkUser', comingSoon('checkUser', { layout: 'pages' })),
  at('page/offers/$id', comingSoon('offer', { layout: 'pages' })),
  at('page/offer/$uuid/checkout', comingSoon('checkout', { layout: 'pages' })),
];

/** /{type}/...: only movie, tv and courses (spec §5); anything else is a fatal 404. /courses lands here too. */
const typeRoute = createRoute({ getParentRoute: () => shellRoute, path: '$type', beforeLoad: assertContentType });
const under = (path: string, options: ReturnType<typeof comingSoon>) =>
  createRoute({ getParentRoute: () => typeRoute, path, ...options });

const catalogRoute = createRoute({
  getParentRoute: () => typeRoute,
  path: '/',
  beforeLoad: requireTermsAccepted,
  ...comingSoon('catalog'),
});
const keptModuleSearch = { area: 'moduleSearch', transition: 'slide-right', keepAlive: renderModuleSearch } as const;
const moduleSearchRoutes = ['$course_uuid/module/search', '$course_uuid/module_old/search'].map((path) =>
  createRoute({ getParentRoute: () => typeRoute, path, beforeLoad: requireTermsAccepted, staticData: keptModuleSearch }),
);
const moduleRoute = createRoute({ getParentRoute: () => typeRoute, path: '$course_uuid/module/$module_id' });
const moduleRouteTree = moduleRoute.addChildren([
  createRoute({ getParentRoute: () => moduleRoute, path: '/', ...comingSoon('module') }),
  createRoute({ getParentRoute: () => moduleRoute, path: 'trilha/$trilha_id', ...comingSoon('moduleTrack') }),
]);
const typeRouteTree = typeRoute.addChildren([
  catalogRoute,
  under('$id', comingSoon('contentDetail')),
  under('$category/$query', comingSoon('categoryListing')),
  ...moduleSearchRoutes,
  moduleRouteTree,
  under('$course_uuid/module_old/$module_id', comingSoon('module')),
]);

export const routeTree = rootRoute.addChildren([
  shellRoute.addChildren([
    homeRoute,
    termsRoute,
    testDatePickerRoute,
    searchRoute,
    ...authRoutes,
    ...studyRoutes,
    typeRouteTree,
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
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
