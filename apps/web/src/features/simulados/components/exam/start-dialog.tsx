import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useStartAttempt } from '../../api/start-attempt.ts';
import { formatDuration } from '../../logic/format.ts';

export interface StartDialogProps {
  simuladoId: number;
  timeLimitMinutes: number;
  questionCount: number;
  /** After the attempt exists (the exam page opens, or shows it). */
  onStarted: () => void;
}

/** "Iniciar simulado", confirmed first: the timer starts now and does not stop. */
export function StartDialog({ simuladoId, timeLimitMinutes, questionCount, onStarted }: StartDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const start = useStartAttempt(simuladoId);
  const time = formatDuration(timeLimitMinutes * 60);
  return (
    <Dialog open={open} onOpenChange={(next) => (start.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button className="w-full sm:w-auto">
          <PlayCircle aria-hidden="true" className="size-5" />
          {t('simulados.startExam')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('simulados.startDialog.title')}
        description={t('simulados.startDialog.text', { time, count: questionCount })}
      >
        {start.error ? (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {translateError(t, start.error)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost" disabled={start.isPending} className="border border-gray-300 dark:border-gray-700">
              {t('simulados.startDialog.cancel')}
            </Button>
          </DialogClose>
          <Button disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: onStarted })}>
            {start.isPending ? t('simulados.startDialog.starting') : t('simulados.startDialog.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
