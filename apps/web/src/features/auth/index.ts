export { AuthChooserPage } from './components/auth-chooser-page.tsx';
export { AuthErrorPage } from './components/auth-error-page.tsx';
export {
  LoginLinkLandingPage,
  LoginLinkRequestPage,
  type LoginLinkLandingPageProps,
} from './components/login-link-pages.tsx';
export { LoginPage, type LoginPageProps } from './components/login-page.tsx';
export { NewClientPage, type NewClientPageProps } from './components/new-client-page.tsx';
export { PasswordResetPage, type PasswordResetPageProps } from './components/password-reset-page.tsx';
export { PendingAccountBanner } from './components/pending-account-banner.tsx';
export { SignUpPage } from './components/sign-up-page.tsx';
export { UserValidationPage, type UserValidationPageProps } from './components/user-validation-page.tsx';
export { authErrorText } from './auth-error-text.ts';
