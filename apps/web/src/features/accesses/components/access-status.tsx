import { Ban, CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { AccessState } from '../access-state.ts';

const looks = {
  active: { icon: CircleCheck, className: 'text-green-800 dark:text-green-300' },
  expired: { icon: CircleX, className: 'text-red-700 dark:text-red-300' },
  upcoming: { icon: Clock, className: 'text-amber-800 dark:text-amber-300' },
  revoked: { icon: Ban, className: 'text-red-700 dark:text-red-300' },
} as const;

/**
 * "Ativo" / "Expirado" / "Ainda não começou" / "Reembolsada/cancelada em 12/03/2026": an icon and words, never the
 * colour alone. `revokedOn` is the revocation date, written as the locale writes dates.
 */
export function AccessStatus({ state, revokedOn }: { state: AccessState; revokedOn?: string }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = looks[state];
  return (
    <p className={`flex items-center gap-1.5 text-sm font-semibold ${className}`} data-state={state}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(`accesses.state.${state}`, { date: revokedOn ?? '' })}
    </p>
  );
}
