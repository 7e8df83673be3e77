import type { Lesson } from '@members/contract';
import { ChevronDown, CircleCheckBig, Lock } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { formatDuration } from '../../../lib/format/index.ts';

export interface ClassicLessonItemProps {
  lesson: Lesson;
  position: number;
  expanded: boolean;
  current: boolean;
  onToggle: () => void;
  itemRef?: Ref<HTMLLIElement>;
  /** The selected lesson's player and content, shown when expanded. */
  children: ReactNode;
}

/** One lesson of the classic page's accordion: a heading button (number, title, duration, mark) and its panel. */
export function ClassicLessonItem({
  lesson,
  position,
  expanded,
  current,
  onToggle,
  itemRef,
  children,
}: ClassicLessonItemProps) {
  const { t } = useTranslation();
  const buttonId = useId();
  const panelId = useId();
  return (
    <li
      ref={itemRef}
      className={cn('scroll-mt-2 rounded-xl border', current ? 'border-brand' : 'border-gray-200 dark:border-gray-800')}
    >
      <h2>
        <button
          id={buttonId}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center gap-3 rounded-xl px-3 py-2 text-left hover:bg-gray-50 dark:hover:bg-gray-800/60"
        >
          <span className="w-6 shrink-0 text-right text-sm font-semibold text-gray-500 tabular-nums dark:text-gray-400">
            {position}
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className={cn('text-gray-900 dark:text-gray-100', current && 'font-semibold')}>{lesson.title}</span>
            <span className="text-xs text-gray-600 dark:text-gray-400">{formatDuration(lesson.video_duration)}</span>
          </span>
          {!lesson.access ? (
            <span className="inline-flex items-center text-gray-500 dark:text-gray-400">
              <Lock aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('lesson.list.locked')}</span>
            </span>
          ) : lesson.watched ? (
            <span className="inline-flex items-center text-green-700 dark:text-green-400">
              <CircleCheckBig aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('lesson.list.watched')}</span>
            </span>
          ) : null}
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-5 shrink-0 text-gray-500 transition-transform motion-reduce:transition-none',
              expanded && 'rotate-180',
            )}
          />
        </button>
      </h2>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!expanded}
        className="flex flex-col gap-4 border-t border-gray-200 p-3 sm:p-4 dark:border-gray-800"
      >
        {expanded ? children : null}
      </div>
    </li>
  );
}
