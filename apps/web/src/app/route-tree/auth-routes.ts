import { createRoute } from '@tanstack/react-router';
import * as pages from '../route-components.ts';
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
    component: pages.AuthChooserRoute,
    staticData: onboarding('auth'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/login',
    validateSearch: loginLinkSearch,
    component: pages.LoginLinkRoute,
    staticData: onboarding('login', 'full'), // the QR landing's messages are an area's
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/signUp',
    component: pages.SignUpRoute,
    staticData: onboarding('signUp', 'full'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/newLogin',
    validateSearch: redirectSearch,
    component: pages.NewLoginRoute,
    staticData: onboarding('newLogin'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/newClient',
    validateSearch: tokenSearch,
    component: pages.NewClientRoute,
    staticData: onboarding('newClient', 'full'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/password-reset',
    validateSearch: tokenSearch,
    component: pages.PasswordResetRoute,
    staticData: onboarding('passwordReset', 'full'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/password-reset-selfcheckout',
    validateSearch: tokenSearch,
    component: pages.PasswordResetSelfcheckoutRoute,
    staticData: onboarding('passwordResetSelfcheckout', 'full'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'auth/user-validation',
    validateSearch: emailSearch,
    component: pages.UserValidationRoute,
    staticData: onboarding('userValidation'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'erros/auth',
    component: pages.AuthErrorRoute,
    staticData: onboarding('authError'),
  }),
  // Redirect-logic routes (spec §2): public landing points of login, sign-up and purchase flows.
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'newClient',
    validateSearch: tokenSearch,
    component: pages.LandingNewClientRoute,
    staticData: onboarding('newClient', 'full'),
  }),
  comingSoonRoute('checkUser', 'checkUser', { layout: 'onboarding' }),
  comingSoonRoute('checkout', 'checkout', { layout: 'pages' }),
  comingSoonRoute('page/offers', 'offers', { layout: 'pages' }),
] as const;
