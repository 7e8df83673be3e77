export { AuthChooserPage } from './components/auth-chooser-page.tsx';
export { AuthErrorPage } from './components/auth-error-page.tsx';
export { LoginLinkLandingPage, LoginLinkRequestPage } from './components/login-link-pages.tsx';
export { NewClientPage } from './components/new-client-page.tsx';
export { PasswordResetPage } from './components/password-reset-page.tsx';
export { SignUpPage } from './components/sign-up-page.tsx';
export { UserValidationPage } from './components/user-validation-page.tsx';
export { authErrorText } from './auth-error-text.ts';
