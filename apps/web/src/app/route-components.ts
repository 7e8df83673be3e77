import { lazyRouteComponent } from '@tanstack/react-router';

/** The lazy route components of the router: each page is its own chunk (the first paint of /auth/newLogin loads only the shell). */
// Route components are lazy: the first paint of /auth/newLogin loads only the shell.
export const ComingSoonRoute = lazyRouteComponent(() => import('../routes/coming-soon.tsx'), 'ComingSoonRoute');
export const HomeRoute = lazyRouteComponent(() => import('../routes/home.tsx'), 'HomeRoute');
export const TermsRoute = lazyRouteComponent(() => import('../routes/terms.tsx'), 'TermsRoute');
export const TestDatePickerRoute = lazyRouteComponent(() => import('../routes/test-date-picker.tsx'), 'TestDatePickerRoute');
// The auth area: one chunk per screen (the login screen's first paint carries only its own).
export const AuthChooserRoute = lazyRouteComponent(() => import('../routes/auth-chooser.tsx'), 'AuthChooserRoute');
export const NewLoginRoute = lazyRouteComponent(() => import('../routes/auth-new-login.tsx'), 'NewLoginRoute');
export const SignUpRoute = lazyRouteComponent(() => import('../routes/auth-sign-up.tsx'), 'SignUpRoute');
export const UserValidationRoute = lazyRouteComponent(() => import('../routes/auth-user-validation.tsx'), 'UserValidationRoute');
export const PasswordResetRoute = lazyRouteComponent(() => import('../routes/auth-password-reset.tsx'), 'PasswordResetRoute');
export const PasswordResetSelfcheckoutRoute = lazyRouteComponent(
  () => import('../routes/auth-password-reset.tsx'),
  'PasswordResetSelfcheckoutRoute',
);
export const NewClientRoute = lazyRouteComponent(() => import('../routes/auth-new-client.tsx'), 'NewClientRoute');
export const LoginLinkRoute = lazyRouteComponent(() => import('../routes/auth-login-link.tsx'), 'LoginLinkRoute');
export const AuthErrorRoute = lazyRouteComponent(() => import('../routes/auth-error.tsx'), 'AuthErrorRoute');
// The learner's own area: profile (with QR login and other specialties) and accesses.
export const PersonRoute = lazyRouteComponent(() => import('../routes/person.tsx'), 'PersonRoute');
export const AccessesRoute = lazyRouteComponent(() => import('../routes/accesses.tsx'), 'AccessesRoute');
// Courses and lessons: catalog, course detail, listings, the module page and search.
export const CatalogRoute = lazyRouteComponent(() => import('../routes/catalog.tsx'), 'CatalogRoute');
export const CourseDetailRoute = lazyRouteComponent(() => import('../routes/course-detail.tsx'), 'CourseDetailRoute');
export const CategoryListingRoute = lazyRouteComponent(() => import('../routes/category-listing.tsx'), 'CategoryListingRoute');
export const GenreListingRoute = lazyRouteComponent(() => import('../routes/genre-listing.tsx'), 'GenreListingRoute');
export const ModuleRoute = lazyRouteComponent(() => import('../routes/module.tsx'), 'ModuleRoute');
export const ModuleOldRoute = lazyRouteComponent(() => import('../routes/module.tsx'), 'ModuleOldRoute');
export const ModuleTrackRoute = lazyRouteComponent(() => import('../routes/module.tsx'), 'ModuleTrackRoute');
export const SearchRoute = lazyRouteComponent(() => import('../routes/search.tsx'), 'SearchRoute');
// The question bank: overview, filter, free practice, tracks; the simulados (timed exam, classic layout, details).
export const QuestionsRoute = lazyRouteComponent(() => import('../routes/questions-overview.tsx'), 'QuestionsRoute');
export const QuestionFilterRoute = lazyRouteComponent(() => import('../routes/question-filter.tsx'), 'QuestionFilterRoute');
export const FreePracticeRoute = lazyRouteComponent(() => import('../routes/free-practice.tsx'), 'FreePracticeRoute');
export const QuestionTrackRoute = lazyRouteComponent(() => import('../routes/question-track.tsx'), 'QuestionTrackRoute');
export const MockExamRoute = lazyRouteComponent(() => import('../routes/mock-exam.tsx'), 'MockExamRoute');
export const MockExamOldRoute = lazyRouteComponent(() => import('../routes/mock-exam.tsx'), 'MockExamOldRoute');
export const MockExamDetailsRoute = lazyRouteComponent(() => import('../routes/mock-exam-details.tsx'), 'MockExamDetailsRoute');
