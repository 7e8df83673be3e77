import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { ModuleRef } from '../module-ref.ts';
import { LessonPlayer } from '../player/lesson-player.tsx';
import { useModulePage } from '../use-module-page.ts';
import { ClassicLessonItem } from './classic-lesson-item.tsx';
import { LessonDetails } from './lesson-details.tsx';
import { LessonNav } from './lesson-nav.tsx';
import { ModuleHeaderLinks } from './module-header-links.tsx';
import { ModuleEmpty, ModulePageError, ModulePageSkeleton } from './module-page-states.tsx';
import { ModuleProgress } from './module-progress.tsx';
import { ModuleSwitcher } from './module-switcher.tsx';
import { FlashcardTrackSheet } from './track/flashcard-track-sheet.tsx';
import { useFollowLesson } from './use-follow-lesson.ts';
import { useSelectLesson } from './use-select-lesson.ts';

/**
 * /{type}/{uuid}/module_old/{id}: the classic layout of the same data in one column: the lessons as an
 * accordion, the selected one open with its player and content inline; flashcard tracks open in place.
 */
export function ModuleClassicPage({
  module,
  aula,
  start,
}: {
  module: ModuleRef;
  aula: string | undefined;
  /** The `t` search parameter: the second the selected lesson's video starts at. */
  start?: string;
}) {
  const { t } = useTranslation();
  const page = useModulePage(module, aula, start);
  const select = useSelectLesson(module);
  const [collapsed, setCollapsed] = useState(false);
  const [trackId, setTrackId] = useState<number | null>(null);
  const item = useRef<HTMLLIElement>(null);
  useFollowLesson(page.lesson?.id, item);

  if (page.query.isPending) return <ModulePageSkeleton />;
  if (page.query.isError) return <ModulePageError error={page.query.error} onRetry={() => void page.query.refetch()} />;
  const { detail, lesson } = page;
  if (!detail) return null;
  const track = lesson?.trilhasFlashcard.find((candidate) => candidate.id === trackId);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-4 pb-10 md:py-8">
      <ModuleHeaderLinks module={module} courseName={detail.course.name} />
      <header className="flex flex-col gap-3">
        <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
          {t('lesson.module.eyebrow')}
        </p>
        <h1 className="-mt-2 text-2xl leading-tight font-bold text-gray-900 dark:text-gray-50">
          {detail.module.title}
        </h1>
        <ModuleProgress module={detail.module} />
        <ModuleSwitcher module={module} modules={detail.course.modules} />
      </header>
      {page.lessons.length === 0 ? <ModuleEmpty title={detail.module.title} /> : null}
      <ol aria-label={t('lesson.list.label')} className="flex flex-col gap-2">
        {page.lessons.map((candidate, index) => {
          const current = candidate.id === lesson?.id;
          return (
            <ClassicLessonItem
              key={candidate.id}
              lesson={candidate}
              position={index + 1}
              current={current}
              expanded={current && !collapsed}
              itemRef={current ? item : undefined}
              onToggle={() => {
                if (current) setCollapsed((value) => !value);
                else {
                  setCollapsed(false);
                  select(candidate.id);
                }
              }}
            >
              <LessonPlayer
                lesson={candidate}
                courseName={detail.course.name}
                purchaseUrl={detail.course.purchase_url}
                startSeconds={current ? page.startSeconds : null}
                onSaved={page.actions.progressSaved}
              />
              <LessonDetails
                module={module}
                lesson={candidate}
                position={index + 1}
                total={page.lessons.length}
                previous={null}
                next={null}
                actions={page.actions}
                onStudy={setTrackId}
                hideNav
                headingLevel={3}
              />
            </ClassicLessonItem>
          );
        })}
      </ol>
      {lesson ? <LessonNav module={module} previous={page.nav.previous} next={page.nav.next} /> : null}
      {trackId !== null ? <FlashcardTrackSheet track={track} onClose={() => setTrackId(null)} /> : null}
    </div>
  );
}
