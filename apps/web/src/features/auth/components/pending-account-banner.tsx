import type { User } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { MailWarning } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** For an unconfirmed (`pendente`) account: "Confirme seu e-mail" with a link to the code page. */
export function PendingAccountBanner({ user }: { user: Pick<User, 'status' | 'email'> | null }) {
  const { t } = useTranslation();
  if (user?.status !== 'pendente') return null;
  return (
    <div
      role="region"
      aria-label={t('auth.validation.title')}
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <MailWarning aria-hidden="true" className="size-5 shrink-0" />
        <p className="flex-1">
          <strong className="font-semibold">{t('auth.validation.title')}.</strong> {t('auth.banner.text')}
        </p>
        <Link
          to="/auth/user-validation"
          search={{ email: user.email }}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-current"
        >
          {t('auth.banner.action')}
        </Link>
      </div>
    </div>
  );
}
