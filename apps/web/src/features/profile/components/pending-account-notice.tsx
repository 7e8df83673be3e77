import { MailWarning } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';

/**
 * An unconfirmed (`pendente`) account: what it cannot do on this page yet. The app-wide banner above the
 * page carries the "confirm now" action; this one explains the locked e-mail and specialties.
 */
export function PendingAccountNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-labelledby="pending-account-title"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <MailWarning aria-hidden="true" className="size-6 shrink-0" />
      <div className="flex flex-col gap-1 text-sm">
        <p id="pending-account-title" className="font-semibold">
          {t('profile.pending.title')}
        </p>
        <p>{t('profile.pending.text', { email })}</p>
      </div>
    </div>
  );
}
