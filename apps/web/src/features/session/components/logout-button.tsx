import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { signOut } from '../sign-out.ts';

const loginPath = '/auth/newLogin';

/**
 * "Sair": signs out (spec §4) and goes to /auth/newLogin with a full load, so nothing of this learner
 * (cached queries, kept-alive pages) stays in memory for the next person on a shared computer.
 */
export function LogoutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    await signOut();
    window.location.assign(loginPath);
  };
  return (
    <button
      type="button"
      onClick={() => void leave()}
      disabled={leaving}
      aria-label={t('auth.logout')}
      title={t('auth.logout')}
      className={cn(
        'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 disabled:opacity-50',
        'dark:text-gray-300 dark:hover:bg-gray-800 dark:focus-visible:outline-white',
        className,
      )}
    >
      <LogOut aria-hidden="true" className="size-5" />
    </button>
  );
}
