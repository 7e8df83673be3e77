import { Check, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useOutboxStatus } from '../../../../lib/outbox/index.ts';

/**
 * The "Salvando… / Salvo / Offline" indicator of the player's answers and marks (outbox group): silent until
 * the screen sent something (a "Salvo" before any answer would be about someone else's writes).
 */
export function SaveStatus({ group }: { group: string }) {
  const { t } = useTranslation();
  const { status, pending, errorCode, sent } = useOutboxStatus(group);
  // An error of another group (or none left of ours) is not this screen's.
  const shown = !sent ? 'idle' : status === 'error' && pending === 0 && !errorCode ? 'saved' : status;
  const Icon = { idle: null, saving: LoaderCircle, saved: Check, offline: CloudOff, error: TriangleAlert }[shown];
  return (
    <span role="status" className="inline-flex min-h-6 items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300" data-testid="save-status" data-status={shown}>
      {Icon ? <Icon aria-hidden="true" className={shown === 'saving' ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'} /> : null}
      {shown === 'idle' ? null : t(`questions.player.save.${shown}`, { count: pending })}
    </span>
  );
}
