import { lazyRouteComponent, type AsyncRouteComponent } from '@tanstack/react-router';

/**
 * Each page's type is stated, not inferred from its module: the pages read the typed router, and inferring
 * them here would make the route tree's type depend on itself (it would silently turn into `any`).
 */
type LazyPage = AsyncRouteComponent<unknown>;

/** The lazy route components of the router: each page is its own chunk (the first paint of /auth/newLogin loads only the shell). */
// Route components are lazy: the first paint of /auth/newLogin loads only the shell.
export const ComingSoonRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/coming-soon.tsx'),
  'ComingSoonRoute',
);
export const HomeRoute: LazyPage = lazyRouteComponent(() => import('../routes/home.tsx'), 'HomeRoute');
export const TermsRoute: LazyPage = lazyRouteComponent(() => import('../routes/terms.tsx'), 'TermsRoute');
export const TestDatePickerRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/test-date-picker.tsx'),
  'TestDatePickerRoute',
);
// The auth area: one chunk per screen (the login screen's first paint carries only its own).
export const AuthChooserRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/auth-chooser.tsx'),
  'AuthChooserRoute',
);
export const NewLoginRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/auth-new-login.tsx'),
  'NewLoginRoute',
);
export const SignUpRoute: LazyPage = lazyRouteComponent(() => import('../routes/auth-sign-up.tsx'), 'SignUpRoute');
export const UserValidationRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/auth-user-validation.tsx'),
  'UserValidationRoute',
);
export const PasswordResetRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/auth-password-reset.tsx'),
  'PasswordResetRoute',
);
export const PasswordResetSelfcheckoutRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/auth-password-reset.tsx'),
  'PasswordResetSelfcheckoutRoute',
);
export const NewClientRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/auth-new-client.tsx'),
  'NewClientRoute',
);
export const LandingNewClientRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/auth-new-client.tsx'),
  'LandingNewClientRoute',
);
export const LoginLinkRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/auth-login-link.tsx'),
  'LoginLinkRoute',
);
export const AuthErrorRoute: LazyPage = lazyRouteComponent(() => import('../routes/auth-error.tsx'), 'AuthErrorRoute');
// The learner's own area: profile (with QR login and other specialties) and accesses.
export const PersonRoute: LazyPage = lazyRouteComponent(() => import('../routes/person.tsx'), 'PersonRoute');
export const AccessesRoute: LazyPage = lazyRouteComponent(() => import('../routes/accesses.tsx'), 'AccessesRoute');
// Courses and lessons: catalog, course detail, listings, the module page and search.
export const CatalogRoute: LazyPage = lazyRouteComponent(() => import('../routes/catalog.tsx'), 'CatalogRoute');
export const CourseDetailRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/course-detail.tsx'),
  'CourseDetailRoute',
);
export const CategoryListingRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/category-listing.tsx'),
  'CategoryListingRoute',
);
export const GenreTvListingRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/genre-listing.tsx'),
  'GenreTvListingRoute',
);
export const GenreMovieListingRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/genre-listing.tsx'),
  'GenreMovieListingRoute',
);
export const ModuleRoute: LazyPage = lazyRouteComponent(() => import('../routes/module.tsx'), 'ModuleRoute');
export const ModuleOldRoute: LazyPage = lazyRouteComponent(() => import('../routes/module.tsx'), 'ModuleOldRoute');
export const ModuleTrackRoute: LazyPage = lazyRouteComponent(() => import('../routes/module.tsx'), 'ModuleTrackRoute');
export const SearchRoute: LazyPage = lazyRouteComponent(() => import('../routes/search.tsx'), 'SearchRoute');
// The question bank: overview, filter, free practice, tracks; the simulados (timed exam, classic layout, details).
export const QuestionsRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/questions-overview.tsx'),
  'QuestionsRoute',
);
export const QuestionFilterRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/question-filter.tsx'),
  'QuestionFilterRoute',
);
export const FreePracticeRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/free-practice.tsx'),
  'FreePracticeRoute',
);
export const QuestionTrackRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/question-track.tsx'),
  'QuestionTrackRoute',
);
export const MockExamRoute: LazyPage = lazyRouteComponent(() => import('../routes/mock-exam.tsx'), 'MockExamRoute');
export const MockExamOldRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/mock-exam.tsx'),
  'MockExamOldRoute',
);
export const MockExamDetailsRoute: LazyPage = lazyRouteComponent(
  () => import('../routes/mock-exam-details.tsx'),
  'MockExamDetailsRoute',
);
