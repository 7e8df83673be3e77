import type { Task } from '@members/contract';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { ModuleRef } from '../../module-ref.ts';
import { ApostilaTask } from './apostila-task.tsx';
import { FlashcardTask } from './flashcard-task.tsx';
import { LinkTask } from './link-task.tsx';
import { QuestionTrackTask } from './question-track-task.tsx';

export interface TaskListProps {
  tasks: readonly Task[];
  module: ModuleRef;
  lessonId: number;
  onComplete: (task: Task, completed: boolean) => void;
  onDownloaded: (task: Task) => void;
  onStudy?: (trackId: number) => void;
}

/** The lesson's tasks in one list: handouts, links, question tracks and flashcard tracks. */
export function TaskList({ tasks, module, lessonId, onComplete, onDownloaded, onStudy }: TaskListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (tasks.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('lesson.tasks.title')}
      </h2>
      <ul aria-labelledby={titleId} className="flex flex-col gap-2">
        {tasks.map((task) => (
          <li key={`${task.model_type}-${task.id}`}>
            {task.type === 'apostila' ? (
              <ApostilaTask task={task} onDownloaded={onDownloaded} />
            ) : task.type === 'link' ? (
              <LinkTask task={task} onComplete={onComplete} />
            ) : task.type === 'trilha_questoes' ? (
              <QuestionTrackTask task={task} />
            ) : (
              <FlashcardTask task={task} module={module} lessonId={lessonId} onStudy={onStudy} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
