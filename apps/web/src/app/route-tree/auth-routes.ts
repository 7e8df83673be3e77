import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page.ts';
import { emailSearch, loginLinkSearch, redirectSearch, tokenSearch } from '../../routes/search-params.ts';
import { comingSoonRoute, shellRoute } from './shell.ts';

/**
 * The auth area and the public landing points of the login, sign-up and purchase flows (spec §2): the
 * onboarding layout, on the core catalog unless the screen needs an area's messages.
 */
const onboarding = (area: Parameters<typeof comingSoonRoute>[1], catalog: 'core' | 'full' = 'core') =>
  ({ area, layout: 'onboarding', catalog }) as const;

export const authRoutes = [
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth',
    component: lazyPage(() => import('../../routes/auth-chooser.tsx'), 'AuthChooserRoute'),
    staticData: onboarding('auth'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/login',
    validateSearch: loginLinkSearch,
    component: lazyPage(() => import('../../routes/auth-login-link.tsx'), 'LoginLinkRoute'),
    staticData: onboarding('login', 'full'), // the QR landing's messages are an area's
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/signUp',
    component: lazyPage(() => import('../../routes/auth-sign-up.tsx'), 'SignUpRoute'),
    staticData: onboarding('signUp', 'full'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/newLogin',
    validateSearch: redirectSearch,
    component: lazyPage(() => import('../../routes/auth-new-login.tsx'), 'NewLoginRoute'),
    staticData: onboarding('newLogin'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/newClient',
    validateSearch: tokenSearch,
    component: lazyPage(() => import('../../routes/auth-new-client.tsx'), 'NewClientRoute'),
    staticData: onboarding('newClient', 'full'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/password-reset',
    validateSearch: tokenSearch,
    component: lazyPage(() => import('../../routes/auth-password-reset.tsx'), 'PasswordResetRoute'),
    staticData: onboarding('passwordReset', 'full'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/password-reset-selfcheckout',
    validateSearch: tokenSearch,
    component: lazyPage(() => import('../../routes/auth-password-reset.tsx'), 'PasswordResetSelfcheckoutRoute'),
    staticData: onboarding('passwordResetSelfcheckout', 'full'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/user-validation',
    validateSearch: emailSearch,
    component: lazyPage(() => import('../../routes/auth-user-validation.tsx'), 'UserValidationRoute'),
    staticData: onboarding('userValidation'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'erros/auth',
    component: lazyPage(() => import('../../routes/auth-error.tsx'), 'AuthErrorRoute'),
    staticData: onboarding('authError'),
  }),
  // Redirect-logic routes (spec §2): public landing points of login, sign-up and purchase flows.
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'newClient',
    validateSearch: tokenSearch,
    component: lazyPage(() => import('../../routes/auth-new-client.tsx'), 'LandingNewClientRoute'),
    staticData: onboarding('newClient', 'full'),
  }),
  comingSoonRoute('checkUser', 'checkUser', { layout: 'onboarding' }),
  comingSoonRoute('checkout', 'checkout', { layout: 'pages' }),
  comingSoonRoute('page/offers', 'offers', { layout: 'pages' }),
] as const;
