import type { ModuleDetail } from '@members/contract';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { ModuleRef } from '../module-ref.ts';
import { LessonList } from './lesson-list.tsx';
import { ModuleProgress } from './module-progress.tsx';
import { ModuleSwitcher } from './module-switcher.tsx';

export interface ModuleSidebarProps {
  module: ModuleRef;
  detail: ModuleDetail;
  selectedId: number | undefined;
}

/** The module's title, counter and progress, the module switcher and the lesson list. */
export function ModuleSidebar({ module, detail, selectedId }: ModuleSidebarProps) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="module-sidebar-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3">
        <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
          {t('lesson.module.eyebrow')}
        </p>
        <h2
          id="module-sidebar-title"
          className="-mt-2 text-lg leading-tight font-semibold text-gray-900 dark:text-gray-50"
        >
          {detail.module.title}
        </h2>
        <ModuleProgress module={detail.module} />
        <ModuleSwitcher module={module} modules={detail.course.modules} />
      </div>
      <LessonList module={module} lessons={detail.lessons} selectedId={selectedId} />
    </nav>
  );
}
