import type { Lesson } from '@members/contract';
import type { Ref } from 'react';
import { AskAssistantButton } from '../../../lib/assistant/ask-assistant-button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { ModuleRef, NavTarget } from '../module-ref.ts';
import type { LessonActions } from '../use-module-page.ts';
import { LessonBody } from './lesson-body.tsx';
import { LessonHeader } from './lesson-header.tsx';
import { LessonNav } from './lesson-nav.tsx';
import { LessonRating } from './lesson-rating.tsx';
import { TaskList } from './tasks/task-list.tsx';
import { WatchedToggle } from './watched-toggle.tsx';

export interface LessonDetailsProps {
  module: ModuleRef;
  lesson: Lesson;
  position: number;
  total: number;
  previous: NavTarget | null;
  next: NavTarget | null;
  actions: LessonActions;
  titleRef?: Ref<HTMLHeadingElement>;
  onStudy?: (trackId: number) => void;
  hideNav?: boolean;
  /** h1 on the module page; the classic page nests the lesson under its own headings. */
  headingLevel?: 1 | 2 | 3;
}

/**
 * The selected lesson under the player: header, watched toggle, rating, body, "Pergunte à {nome}", tasks,
 * previous/next.
 */
export function LessonDetails({
  module,
  lesson,
  position,
  total,
  previous,
  next,
  actions,
  titleRef,
  onStudy,
  hideNav = false,
  headingLevel = 1,
}: LessonDetailsProps) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-5">
      <LessonHeader
        lesson={lesson}
        position={position}
        total={total}
        titleRef={titleRef}
        titleId={`lesson-${lesson.id}-title`}
        headingLevel={headingLevel}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* A locked lesson cannot be watched: no toggle (its rating stays visible, read-only). */}
        {lesson.access ? (
          <WatchedToggle watched={lesson.watched} onToggle={(value) => actions.toggleWatched(lesson, value)} />
        ) : null}
        <LessonRating
          rating={lesson.rating}
          myRating={lesson.my_rating}
          totalRatings={lesson.total_ratings}
          disabled={!lesson.access}
          onRate={(value) => actions.rate(lesson, value)}
        />
      </div>
      {lesson.body.trim() ? (
        <section aria-label={t('lesson.body.label')}>
          <LessonBody body={lesson.body} />
        </section>
      ) : null}
      {/* About this lesson: the panel opens with a draft the learner finishes (a locked lesson is not offered). */}
      {lesson.access ? (
        <AskAssistantButton
          question={t('assistant.ask.lessonDraft')}
          context={{ kind: 'lesson', id: lesson.id }}
          contextLabel={lesson.title}
          send={false}
          className="self-stretch sm:self-start"
        />
      ) : null}
      <TaskList
        tasks={lesson.tasks}
        module={module}
        lessonId={lesson.id}
        onComplete={(task, value) => actions.completeTask(lesson, task, value)}
        onDownloaded={(task) => actions.downloaded(lesson, task)}
        onStudy={onStudy}
      />
      {hideNav ? null : <LessonNav module={module} previous={previous} next={next} />}
    </article>
  );
}
