import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { AccessState } from '../access-state.ts';

const looks = {
  active: { icon: CircleCheck, className: 'text-green-800 dark:text-green-300' },
  expired: { icon: CircleX, className: 'text-red-700 dark:text-red-300' },
  upcoming: { icon: Clock, className: 'text-amber-800 dark:text-amber-300' },
} as const;

/** "Ativo" / "Expirado" / "Ainda não começou": an icon and a word, never the colour alone. */
export function AccessStatus({ state }: { state: AccessState }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = looks[state];
  return (
    <p className={`flex items-center gap-1.5 text-sm font-semibold ${className}`} data-state={state}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(`accesses.state.${state}`)}
    </p>
  );
}
