import type { Task } from '@members/contract';
import { ArrowRight, ListChecks } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { AppLink } from '../app-link.tsx';
import { taskActionClass } from './link-task.tsx';
import { TaskRow } from './task-row.tsx';

/** A question track of the question bank: an in-app link to it. */
export function QuestionTrackTask({ task }: { task: Task }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <TaskRow
      icon={ListChecks}
      labelId={labelId}
      label={task.label}
      subtitle={task.subtitle}
      completed={task.completed}
      restricted={task.restricted}
    >
      {task.link && !task.restricted ? (
        <AppLink href={task.link} aria-describedby={labelId} className={cn(taskActionClass, buttonVariants.primary)}>
          {t('lesson.tasks.solve')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </AppLink>
      ) : null}
    </TaskRow>
  );
}
