import { AlertTriangle, CheckCircle2, CloudOff, Loader2 } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { GroupStatus } from '../../../../lib/outbox/index.ts';

/** "Salvando…", "Todas as respostas salvas", "Offline — …" with the count still to send: a polite status. */
export function SaveStatus({ saving }: { saving: GroupStatus }) {
  const { t } = useTranslation();
  const { status, pending } = saving;
  let icon = <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />;
  let text = t('simulados.save.saved');
  if (status === 'offline' || (!saving.online && pending > 0)) {
    icon = <CloudOff aria-hidden="true" className="size-4 shrink-0" />;
    text = t('simulados.save.offline');
  } else if (pending > 0 || status === 'saving') {
    icon = <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin motion-reduce:animate-none" />;
    text = t('simulados.save.saving');
  } else if (status === 'error') {
    icon = <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />;
    text = t('simulados.save.error');
  }
  return (
    <p role="status" data-status={status} className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-200">
      {icon}
      <span>
        {text}
        {pending > 0 ? <span className="font-semibold"> {t('simulados.save.pending', { count: pending })}</span> : null}
      </span>
    </p>
  );
}
