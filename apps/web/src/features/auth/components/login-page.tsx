import { producerContentLocale, useTranslation } from '../../../lib/i18n/index.ts';
import { AuthLink } from './auth-links.tsx';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { LoginForm, type LoginFormProps } from './login-form.tsx';

export interface LoginPageProps extends LoginFormProps {
  /** The producer's home title (branding), shown under the heading. */
  titleHome: string | null | undefined;
}

/** /auth/newLogin, THE login screen: e-mail and password, and the other ways in. */
export function LoginPage({ titleHome, ...form }: LoginPageProps) {
  const { t } = useTranslation();
  const tagline = titleHome?.trim();
  return (
    // The producer's tagline is in Portuguese whatever the interface's language: say so to screen readers.
    <AuthPageFrame
      title={t('auth.login.title')}
      lead={tagline ? <span lang={producerContentLocale}>{tagline}</span> : undefined}
    >
      <LoginForm {...form} />
      <nav aria-label={t('auth.login.other')} className="flex flex-col items-start gap-1 text-sm">
        <AuthLink to="/auth/password-reset">{t('auth.login.forgot')}</AuthLink>
        <AuthLink to="/auth/login">{t('auth.login.link')}</AuthLink>
        <p className="flex flex-wrap items-center gap-x-1 text-gray-700 dark:text-gray-200">
          {t('auth.login.noAccount')} <AuthLink to="/auth/signUp">{t('auth.login.signUp')}</AuthLink>
        </p>
      </nav>
    </AuthPageFrame>
  );
}
