import { useTranslation } from '../../../lib/i18n/index.ts';
import { AuthLink } from './auth-links.tsx';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** /auth/signUp: the form, then the confirmation code (the route goes on to /auth/user-validation). */
export function SignUpPage({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const { t } = useTranslation();
  return (
    <AuthPageFrame title={t('auth.signUp.title')} lead={t('auth.signUp.text')}>
      <SignUpForm onCodeSent={onCodeSent} />
      <p className="flex flex-wrap items-center gap-x-1 text-sm text-gray-700 dark:text-gray-200">
        {t('auth.signUp.hasAccount')} <AuthLink to="/auth/newLogin">{t('auth.signUp.login')}</AuthLink>
      </p>
    </AuthPageFrame>
  );
}
