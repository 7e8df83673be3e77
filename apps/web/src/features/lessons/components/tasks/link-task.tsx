import type { Task } from '@members/contract';
import { ExternalLink, Link2 } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { TaskRow } from './task-row.tsx';

export interface LinkTaskProps {
  task: Task;
  onComplete: (task: Task, completed: boolean) => void;
}

export const taskActionClass = cn(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold',
  'focus-visible:outline-2 focus-visible:outline-offset-2',
);

/** An external reference: opens in a new tab; the learner ticks "Concluída" by hand. */
export function LinkTask({ task, onComplete }: LinkTaskProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const disabled = task.restricted || !task.link;
  return (
    <TaskRow icon={Link2} labelId={labelId} label={task.label} subtitle={task.subtitle} restricted={task.restricted}>
      {disabled ? null : (
        <a
          href={task.link ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={labelId}
          className={cn(taskActionClass, buttonVariants.ghost, 'border border-gray-300 dark:border-gray-700')}
        >
          {t('lesson.tasks.open')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('lesson.tasks.newTab')}</span>
        </a>
      )}
      <label
        className={cn(
          'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-medium text-gray-800 dark:text-gray-200',
          task.restricted && 'cursor-not-allowed opacity-50',
        )}
      >
        <input
          type="checkbox"
          checked={task.completed}
          disabled={task.restricted}
          onChange={(event) => onComplete(task, event.currentTarget.checked)}
          aria-describedby={labelId}
          className="size-5 accent-(--brand-primary)"
        />
        {t('lesson.tasks.done')}
      </label>
    </TaskRow>
  );
}
