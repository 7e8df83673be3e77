import { LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { AnswerCounts } from '../../logic/answers.ts';
import type { ExamSubmit } from '../../hooks/use-exam-submit.ts';

/** The question the confirmation asks: blank and marked questions counted ("Você deixou 3 questões em branco…"). */
function confirmationText(t: ReturnType<typeof useTranslation>['t'], counts: AnswerCounts): string {
  const parts: string[] = [];
  if (counts.unanswered > 0) parts.push(t('simulados.submit.unanswered', { count: counts.unanswered }));
  if (counts.marked > 0) parts.push(t('simulados.submit.marked', { count: counts.marked }));
  parts.push(
    counts.unanswered > 0 || counts.marked > 0 ? t('simulados.submit.anyway') : t('simulados.submit.allAnswered'),
  );
  return parts.join(' ');
}

/** "Entregar simulado": the confirmation, then the progress (sending the queued answers, submitting). */
export function SubmitDialog({ counts, submitter }: { counts: AnswerCounts; submitter: ExamSubmit }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const busy = submitter.phase === 'draining' || submitter.phase === 'submitting';
  const progress =
    submitter.phase === 'draining'
      ? t('simulados.submit.draining', { count: submitter.pending })
      : submitter.phase === 'submitting'
        ? t('simulados.submit.submitting')
        : null;
  return (
    <Dialog open={open || busy || submitter.automatic} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button>
          <Send aria-hidden="true" className="size-4" />
          {t('simulados.submit.action')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={submitter.automatic ? t('simulados.submit.timeUpTitle') : t('simulados.submit.title')}
        description={submitter.automatic ? t('simulados.submit.timeUp') : confirmationText(t, counts)}
        hideCloseButton={busy || submitter.automatic}
        onEscapeKeyDown={(event) => (busy ? event.preventDefault() : undefined)}
        onPointerDownOutside={(event) => (busy ? event.preventDefault() : undefined)}
      >
        {progress ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {progress}
          </p>
        ) : null}
        {submitter.phase === 'failed' ? (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {t('simulados.submit.failed')} {translateError(t, submitter.error)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {submitter.automatic ? null : (
            <DialogClose asChild>
              <Button variant="ghost" disabled={busy} className="border border-gray-300 dark:border-gray-700">
                {t('simulados.submit.cancel')}
              </Button>
            </DialogClose>
          )}
          <Button onClick={() => void submitter.submit(submitter.automatic)} disabled={busy}>
            {submitter.phase === 'failed' ? t('simulados.retry') : t('simulados.submit.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
