import type { Lesson } from '@members/contract';
import { CalendarDays, Clock } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { formatDuration } from '../../../lib/format/index.ts';
import { formatDate } from '../logic/format.ts';

export interface LessonHeaderProps {
  lesson: Lesson;
  /** 1-based place in the module. */
  position: number;
  total: number;
  /** The title gets the focus after the learner picks another lesson. */
  titleRef?: Ref<HTMLHeadingElement>;
  titleId?: string;
  /** The classic page's title level sits under its own page title. */
  headingLevel?: 1 | 2 | 3;
}

/** Title, "Aula X de Y", publication date and duration of the selected lesson. */
export function LessonHeader({ lesson, position, total, titleRef, titleId, headingLevel = 1 }: LessonHeaderProps) {
  const { t, i18n } = useTranslation();
  const published = formatDate(lesson.published_at, i18n.language);
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium text-gray-600 dark:text-gray-400">
        {t('lesson.header.position', { current: position, total })}
      </p>
      <Heading
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        className="text-xl leading-tight font-bold text-gray-900 focus:outline-none md:text-2xl dark:text-gray-50"
      >
        {lesson.title}
      </Heading>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
        {published ? (
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('lesson.header.published', { date: published })}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('lesson.header.duration')}</span>
          {formatDuration(lesson.video_duration)}
        </span>
      </p>
    </div>
  );
}
