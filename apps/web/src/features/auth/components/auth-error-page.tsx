import { Link } from '@tanstack/react-router';
import { LockKeyhole } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** /erros/auth: the session ended or access was refused; "Fazer login" goes to the login screen. */
export function AuthErrorPage() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="auth-error-title"
      className="flex flex-col items-center gap-4 px-4 pt-2 pb-8 text-center sm:px-8"
    >
      <span
        className="flex size-14 items-center justify-center rounded-full bg-brand text-brand-foreground"
        aria-hidden="true"
      >
        <LockKeyhole className="size-7" />
      </span>
      <h1 id="auth-error-title" className="text-2xl font-bold text-balance text-gray-900 dark:text-gray-50">
        {t('auth.error.title')}
      </h1>
      <p className="text-base text-pretty text-gray-700 dark:text-gray-200">{t('auth.error.text')}</p>
      <Link
        to="/auth/newLogin"
        className={`inline-flex min-h-12 w-full items-center justify-center rounded-lg px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white ${buttonVariants.primary}`}
      >
        {t('auth.error.login')}
      </Link>
    </section>
  );
}
