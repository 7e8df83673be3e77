import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  parseSearchWith,
  stringifySearchWith,
} from '@tanstack/react-router';
import { renderModuleSearch } from '../routes/module-search.tsx';
import * as pages from './route-components.ts';
import { AppShell } from './app-shell.tsx';
import { RootShell } from './root-shell.tsx';
import { FatalErrorScreen, NotFoundScreen, RouteErrorScreen } from './errors/route-error-screens.tsx';
import { assertContentType } from './guards/content-type.ts';
import { requireTermsAccepted } from './guards/require-terms-accepted.ts';
import { rootBeforeLoad } from './root-before-load.ts';
import {
  emailSearch,
  lessonSearch,
  loginLinkSearch,
  pageSearch,
  positionSearch,
  practiceSearch,
  querySearch,
  redirectSearch,
  tokenSearch,
} from '../routes/search-params.ts';
import type { ComingSoonArea } from '../features/coming-soon/index.ts';
import type { LayoutName } from './route-meta.ts';
import './route-meta.ts';

export interface RouterContext {
  /**
   * The app's QueryClient for route loaders (ensureQueryData). Loaded on demand: the sign-in screens' first
   * paint does not carry the query library.
   */
  loadQueryClient: () => Promise<QueryClient>;
}

const loadQueryClient = () => import('../lib/query/query-client.ts').then((module) => module.queryClient);


/** A route of a later issue: the shared "Em breve" page for its area. */
function comingSoon(area: ComingSoonArea, options: { layout?: LayoutName; catalog?: 'core' | 'full' } = {}) {
  return { component: pages.ComingSoonRoute, staticData: { area, ...options } };
}

/** An auth-area screen: its lazy page in the onboarding layout, titled by its area, on the core catalog. */
function onboarding(
  component: typeof pages.ComingSoonRoute,
  area: ComingSoonArea,
  catalog: 'core' | 'full' = 'core',
): ReturnType<typeof comingSoon> {
  return { component, staticData: { area, layout: 'onboarding', catalog } };
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: rootBeforeLoad,
  component: RootShell,
  errorComponent: FatalErrorScreen,
  notFoundComponent: NotFoundScreen,
});

/** Pathless route holding the layouts: every page lives under it, errors that break the shell (at the root) outside it. */
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
  component: pages.HomeRoute,
  staticData: { area: 'home' },
});
const termsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'terms',
  validateSearch: redirectSearch,
  component: pages.TermsRoute,
  staticData: { area: 'terms', layout: 'planner' },
});
const testDatePickerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'test-date-picker',
  component: pages.TestDatePickerRoute,
  staticData: { area: 'datePicker' },
});
const searchRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'search',
  validateSearch: querySearch,
  component: pages.SearchRoute,
  staticData: { area: 'search', transition: 'none' },
});

/** A route of the shell whose search parameters are validated (all optional strings). */
const searched = <TSearch,>(path: string, options: ReturnType<typeof comingSoon>, validateSearch: (search: Record<string, unknown>) => TSearch) =>
  createRoute({ getParentRoute: () => shellRoute, path, validateSearch, ...options });

const authRoutes = [
  at('auth', onboarding(pages.AuthChooserRoute, 'auth')),
  searched('auth/login', onboarding(pages.LoginLinkRoute, 'login', 'full'), loginLinkSearch), // the QR landing's messages are an area's
  at('auth/signUp', onboarding(pages.SignUpRoute, 'signUp')),
  searched('auth/newLogin', onboarding(pages.NewLoginRoute, 'newLogin'), redirectSearch),
  searched('auth/newClient', onboarding(pages.NewClientRoute, 'newClient'), tokenSearch),
  searched('auth/password-reset', onboarding(pages.PasswordResetRoute, 'passwordReset'), tokenSearch),
  searched('auth/password-reset-selfcheckout', onboarding(pages.PasswordResetSelfcheckoutRoute, 'passwordResetSelfcheckout'), tokenSearch),
  searched('auth/user-validation', onboarding(pages.UserValidationRoute, 'userValidation'), emailSearch),
  at('erros/auth', onboarding(pages.AuthErrorRoute, 'authError')),
  // Redirect-logic routes (spec §2): public landing points of login, sign-up and purchase flows.
  searched('newClient', onboarding(pages.NewClientRoute, 'newClient'), tokenSearch),
  at('checkUser', comingSoon('checkUser', { layout: 'onboarding' })),
  at('checkout', comingSoon('checkout', { layout: 'pages' })),
  at('page/offers', comingSoon('offers', { layout: 'pages' })),
];

const studyRoutes = [
  at('person', { component: pages.PersonRoute, staticData: { area: 'person' } }),
  at('Acessos', { component: pages.AccessesRoute, staticData: { area: 'accesses' } }),
  searched('genre/$no/tv', { component: pages.GenreListingRoute, staticData: { area: 'genreTv' } }, pageSearch),
  searched('genre/$no/movie', { component: pages.GenreListingRoute, staticData: { area: 'genreMovie' } }, pageSearch),
  at('questoes', { component: pages.QuestionsRoute, staticData: { area: 'questions' } }),
  at('questoes/filtro', { component: pages.QuestionFilterRoute, staticData: { area: 'questionFilter' } }),
  searched('questoes/trilha/$id', { component: pages.QuestionTrackRoute, staticData: { area: 'questionTrack' } }, positionSearch),
  at('questoes/simulado/$id', { component: pages.MockExamRoute, staticData: { area: 'mockExam' } }),
  at('questoes/simulado/detalhes/$id', { component: pages.MockExamDetailsRoute, staticData: { area: 'mockExamDetails' } }),
  at('questoes/simulado_old/$id', { component: pages.MockExamOldRoute, staticData: { area: 'mockExamOld' } }),
  searched('questoes/treino-livre', { component: pages.FreePracticeRoute, staticData: { area: 'freePractice' } }, practiceSearch),
  at('flashcards', comingSoon('flashcards')),
  at('flashcards/study', comingSoon('flashcardStudy')),
  at('flashcards/completion', comingSoon('flashcardCompletion')),
  at('casos-clinicos', comingSoon('clinicalCases')),
  at('casos-clinicos/filtro', comingSoon('clinicalCaseFilter')),
  at('casos-clinicos/execucao', comingSoon('clinicalCaseRun')),
  at('casos-clinicos/$id', comingSoon('clinicalCase')),
  at('planner/onboarding', comingSoon('plannerOnboarding', { layout: 'planner' })),
  at('planner/$id', comingSoon('planner', { layout: 'planner' })),
  at('planner/$id/activities', comingSoon('plannerActivities', { layout: 'planner' })),
  at('page/$id/checkUser', comingSoon('checkUser', { layout: 'pages' })),
  at('page/offers/$id', comingSoon('offer', { layout: 'pages' })),
  at('page/offer/$uuid/checkout', comingSoon('checkout', { layout: 'pages' })),
];

/** /{type}/...: only movie, tv and courses (spec §5); anything else is the 404 (in the layout). /courses lands here too. */
const typeRoute = createRoute({ getParentRoute: () => shellRoute, path: '$type', beforeLoad: assertContentType });
const under = (path: string, options: ReturnType<typeof comingSoon>) =>
  createRoute({ getParentRoute: () => typeRoute, path, ...options });

const catalogRoute = createRoute({
  getParentRoute: () => typeRoute,
  path: '/',
  beforeLoad: requireTermsAccepted,
  component: pages.CatalogRoute,
  // The learner's landing page: its messages (and the default layout's) are in the core catalog too.
  // Titled as its heading: Cursos, Palestras or Séries.
  staticData: { area: 'catalog', catalog: 'core', titleKey: ({ type }) => `catalog.types.${type}` },
});
const keptModuleSearch = { area: 'moduleSearch', transition: 'slide-right', keepAlive: renderModuleSearch } as const;
const moduleSearchRoutes = ['$course_uuid/module/search', '$course_uuid/module_old/search'].map((path) =>
  createRoute({ getParentRoute: () => typeRoute, path, beforeLoad: requireTermsAccepted, staticData: keptModuleSearch }),
);
const moduleRoute = createRoute({
  getParentRoute: () => typeRoute,
  path: '$course_uuid/module/$module_id',
  validateSearch: lessonSearch,
  component: pages.ModuleRoute,
  staticData: { area: 'module' },
});
const moduleRouteTree = moduleRoute.addChildren([
  createRoute({ getParentRoute: () => moduleRoute, path: '/', component: () => null, staticData: { area: 'module', keyedByParent: true } }),
  createRoute({ getParentRoute: () => moduleRoute, path: 'trilha/$trilha_id', component: pages.ModuleTrackRoute, staticData: { area: 'moduleTrack', keyedByParent: true } }),
]);
const listing = (path: string, component: typeof pages.CatalogRoute, area: ComingSoonArea) =>
  createRoute({ getParentRoute: () => typeRoute, path, validateSearch: pageSearch, component, staticData: { area } });
const typeRouteTree = typeRoute.addChildren([
  catalogRoute,
  under('$id', { component: pages.CourseDetailRoute, staticData: { area: 'contentDetail' } }),
  listing('$category/$query', pages.CategoryListingRoute, 'categoryListing'),
  ...moduleSearchRoutes,
  moduleRouteTree,
  createRoute({
    getParentRoute: () => typeRoute,
    path: '$course_uuid/module_old/$module_id',
    validateSearch: lessonSearch,
    component: pages.ModuleOldRoute,
    staticData: { area: 'module' },
  }),
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
