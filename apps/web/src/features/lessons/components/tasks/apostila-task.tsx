import type { Task } from '@members/contract';
import { FileText } from 'lucide-react';
import { useId } from 'react';
import { DownloadButton, DownloadProgress, useFileDownload } from '../../../../components/download/index.ts';
import { formatFileSize } from '../../../../lib/format/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { TaskRow } from './task-row.tsx';

export interface ApostilaTaskProps {
  task: Task;
  /** After the file is saved: mark the task completed, tell the learner. */
  onDownloaded: (task: Task) => void;
}

/** A handout: "Baixar" downloads it with a visible progress bar, saves it and completes the task. */
export function ApostilaTask({ task, onDownloaded }: ApostilaTaskProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const { state, start, cancel } = useFileDownload(() => onDownloaded(task));
  const apostila = task.apostila;
  // The size comes from the file, written like everywhere else in the app: "PDF · 1,8 KB", else "Arquivo de 1,8 KB".
  const size = apostila ? formatFileSize(apostila.tamanho, i18n.language) : null;
  const subtitle =
    size === null ? task.subtitle : task.subtitle ? `${task.subtitle} · ${size}` : t('lesson.tasks.fileSize', { size });

  return (
    <TaskRow
      icon={FileText}
      labelId={labelId}
      label={task.label}
      subtitle={subtitle}
      completed={task.completed}
      restricted={task.restricted}
      footer={<DownloadProgress state={state} name={task.label} />}
    >
      <DownloadButton
        state={state}
        describedBy={labelId}
        disabled={task.restricted || !apostila}
        quiet={task.completed}
        onStart={() => apostila && void start(apostila)}
        onCancel={cancel}
      />
    </TaskRow>
  );
}
