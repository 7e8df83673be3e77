import type { Lesson } from '@members/contract';
import { CircleCheckBig, Lock, PlayCircle } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { formatDuration } from '../../../lib/format/index.ts';
import type { ModuleRef } from '../module-ref.ts';
import { ModuleLink } from './module-links.tsx';

export interface LessonListProps {
  module: ModuleRef;
  lessons: readonly Lesson[];
  selectedId: number | undefined;
}

/** The module's lessons in order: number, title, duration, watched mark or lock (icon + text), current one highlighted. */
export function LessonList({ module, lessons, selectedId }: LessonListProps) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('lesson.list.label')} className="flex flex-col gap-0.5">
      {lessons.map((lesson, index) => {
        const current = lesson.id === selectedId;
        return (
          <li key={lesson.id}>
            <ModuleLink
              module={module}
              lessonId={lesson.id}
              data-current={current ? '' : undefined}
              className={cn(
                'flex min-h-14 items-start gap-3 rounded-lg border-l-4 px-3 py-2 text-sm hover:bg-gray-100 dark:hover:bg-gray-800',
                current ? 'border-brand bg-gray-100 dark:bg-gray-800' : 'border-transparent',
              )}
            >
              <span className="mt-0.5 w-6 shrink-0 text-right font-semibold text-gray-500 tabular-nums dark:text-gray-400">
                {index + 1}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className={cn('text-gray-900 dark:text-gray-100', current && 'font-semibold')}>
                  {lesson.title}
                </span>
                <span className="text-xs text-gray-600 dark:text-gray-400">
                  {formatDuration(lesson.video_duration)}
                </span>
              </span>
              <LessonMark lesson={lesson} current={current} />
            </ModuleLink>
          </li>
        );
      })}
    </ol>
  );
}

function LessonMark({ lesson, current }: { lesson: Lesson; current: boolean }) {
  const { t } = useTranslation();
  const icon = 'mt-0.5 size-5 shrink-0';
  if (!lesson.access) {
    return (
      <span className="inline-flex items-center gap-1 text-gray-500 dark:text-gray-400">
        <Lock aria-hidden="true" className={icon} />
        <span className="sr-only">{t('lesson.list.locked')}</span>
      </span>
    );
  }
  if (lesson.watched) {
    return (
      <span className="inline-flex items-center gap-1 text-green-700 dark:text-green-400">
        <CircleCheckBig aria-hidden="true" className={icon} />
        <span className="sr-only">{t('lesson.list.watched')}</span>
      </span>
    );
  }
  // The current lesson's link carries aria-current (the router marks the active link): the icon is visual only.
  return current ? <PlayCircle aria-hidden="true" className={cn(icon, 'text-gray-700 dark:text-gray-300')} /> : null;
}
