import type { Task } from '@members/contract';
import { Download, FileText, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatFileSize } from '../../logic/format.ts';
import { TaskRow } from './task-row.tsx';
import { useApostilaDownload } from './use-apostila-download.ts';

export interface ApostilaTaskProps {
  task: Task;
  /** After the file is saved: mark the task completed, tell the learner. */
  onDownloaded: (task: Task) => void;
}

/** A handout: "Baixar" downloads it with a visible progress bar, saves it and completes the task. */
export function ApostilaTask({ task, onDownloaded }: ApostilaTaskProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const { state, start, cancel } = useApostilaDownload(() => onDownloaded(task));
  const apostila = task.apostila;
  // The API's subtitle already tells the kind and size ("PDF · 2 KB"); without one, the size.
  const subtitle = task.subtitle ?? (apostila ? t('lesson.tasks.fileSize', { size: formatFileSize(apostila.tamanho, i18n.language) }) : null);
  const downloading = state.status === 'downloading';

  const footer = downloading ? (
    <div className="flex flex-col gap-1">
      <ProgressBar value={state.percent ?? 0} size="md" label={t('lesson.tasks.downloading', { name: task.label })} valueText={state.percent === null ? t('lesson.tasks.downloadingUnknown') : undefined} />
      <p className="text-xs text-gray-600 tabular-nums dark:text-gray-400" aria-hidden="true">
        {state.percent === null ? t('lesson.tasks.downloadingUnknown') : `${state.percent}%`}
      </p>
    </div>
  ) : state.status === 'failed' ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
      {state.message}
    </p>
  ) : null;

  return (
    <TaskRow icon={FileText} labelId={labelId} label={task.label} subtitle={subtitle} completed={task.completed} restricted={task.restricted} footer={footer}>
      {downloading ? (
        <Button variant="ghost" onClick={cancel} aria-describedby={labelId} className="border border-gray-300 dark:border-gray-700">
          <X aria-hidden="true" className="size-4" />
          {t('lesson.tasks.cancel')}
        </Button>
      ) : (
        <Button variant={task.completed ? 'ghost' : 'primary'} disabled={task.restricted || !apostila} aria-describedby={labelId} onClick={() => apostila && void start(apostila)} className={task.completed ? 'border border-gray-300 dark:border-gray-700' : undefined}>
          <Download aria-hidden="true" className="size-4" />
          {t('lesson.tasks.download')}
        </Button>
      )}
    </TaskRow>
  );
}
