import type { Task } from '@members/contract';
import { ArrowRight, Layers } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { ModuleRef } from '../../module-ref.ts';
import { TrackLink } from '../module-links.tsx';
import { taskActionClass } from './link-task.tsx';
import { TaskRow } from './task-row.tsx';
import { TrackStatusChip } from './track-status-chip.tsx';

export interface FlashcardTaskProps {
  task: Task;
  module: ModuleRef;
  lessonId: number;
  /** The classic page opens the track in place; the module page opens its trilha/{id} route. */
  onStudy?: (trackId: number) => void;
}

/** A flashcard track: status chip, percentage bar, answered/total and "Estudar". */
export function FlashcardTask({ task, module, lessonId, onStudy }: FlashcardTaskProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const data = task.data ?? { status: 'nao_iniciado' as const, percentage: 0, total: 0, answered: 0 };
  const actionClass = cn(taskActionClass, buttonVariants.primary);
  const action = task.restricted ? null : onStudy ? (
    <button type="button" onClick={() => onStudy(task.id)} aria-describedby={labelId} className={actionClass}>
      {t('lesson.tasks.study')}
      <ArrowRight aria-hidden="true" className="size-4" />
    </button>
  ) : (
    <TrackLink module={module} trackId={task.id} lessonId={lessonId} aria-describedby={labelId} className={actionClass}>
      {t('lesson.tasks.study')}
      <ArrowRight aria-hidden="true" className="size-4" />
    </TrackLink>
  );
  const footer = (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-gray-700 dark:text-gray-300">
        <TrackStatusChip status={data.status} />
        <span className="tabular-nums">
          {t('lesson.track.answered', { answered: data.answered, count: data.total, percentage: data.percentage })}
        </span>
      </div>
      <ProgressBar value={data.percentage} label={t('lesson.track.progress', { name: task.label })} />
    </div>
  );
  return (
    <TaskRow
      icon={Layers}
      labelId={labelId}
      label={task.label}
      subtitle={task.subtitle}
      restricted={task.restricted}
      footer={footer}
    >
      {action}
    </TaskRow>
  );
}
