import type { ReactNode } from 'react';
import { useRef } from 'react';
import type { ModuleRef } from '../module-ref.ts';
import { LessonPlayer } from '../player/lesson-player.tsx';
import { useModulePage } from '../use-module-page.ts';
import { LessonDetails } from './lesson-details.tsx';
import { ModuleHeaderLinks } from './module-header-links.tsx';
import { ModuleEmpty, ModulePageError, ModulePageSkeleton } from './module-page-states.tsx';
import { ModuleSidebar } from './module-sidebar.tsx';
import { useFollowLesson } from './use-follow-lesson.ts';

export interface ModulePageProps {
  module: ModuleRef;
  /** The `aula` search parameter: the selected lesson's id. */
  aula: string | undefined;
  /** The `t` search parameter: the second the selected lesson's video starts at (a citation's link). */
  start?: string;
  /** The child route (the flashcard track sheet). */
  children?: ReactNode;
}

/**
 * /{type}/{uuid}/module/{id}: on desktop the player and the selected lesson on the left, the sticky lesson
 * list on the right; on phones the player, the lesson, then the list.
 */
export function ModulePage({ module, aula, start, children }: ModulePageProps) {
  const page = useModulePage(module, aula, start);
  const player = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useFollowLesson(page.lesson?.id, player, title);

  if (page.query.isPending) return <ModulePageSkeleton />;
  if (page.query.isError) return <ModulePageError error={page.query.error} onRetry={() => void page.query.refetch()} />;
  const { detail, lesson } = page;
  if (!detail) return null;
  return (
    <div className="mx-auto w-full max-w-7xl pb-10 md:px-6 md:py-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="flex min-w-0 flex-col gap-3 md:gap-4">
        <div className="px-2 pt-1 md:p-0">
          <ModuleHeaderLinks module={module} courseName={detail.course.name} />
        </div>
        {lesson ? (
          <>
            <div ref={player} className="scroll-mt-2">
              <LessonPlayer
                lesson={lesson}
                courseName={detail.course.name}
                purchaseUrl={detail.course.purchase_url}
                startSeconds={page.startSeconds}
                onSaved={page.actions.progressSaved}
              />
            </div>
            <div className="px-4 pt-2 md:px-0">
              <LessonDetails
                module={module}
                lesson={lesson}
                position={page.index + 1}
                total={page.lessons.length}
                previous={page.nav.previous}
                next={page.nav.next}
                actions={page.actions}
                titleRef={title}
              />
            </div>
          </>
        ) : (
          <div className="px-4 md:px-0">
            <ModuleEmpty title={detail.module.title} />
          </div>
        )}
      </div>
      <aside className="mt-10 border-t border-gray-200 px-4 pt-6 lg:sticky lg:top-6 lg:mt-0 lg:max-h-[calc(100dvh-9rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:px-1 lg:pt-0 dark:border-gray-800">
        <ModuleSidebar module={module} detail={detail} selectedId={lesson?.id} />
      </aside>
      {children}
    </div>
  );
}
