import { ArrowLeft, Search } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { ModuleRef } from '../module-ref.ts';
import { CourseLink, ModuleSearchLink } from './module-links.tsx';

const linkClass =
  'inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg px-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white';

/** Back to the course detail (with its name) and the search inside the course. */
export function ModuleHeaderLinks({ module, courseName }: { module: ModuleRef; courseName: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-2">
      <CourseLink module={module} className={linkClass}>
        <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{t('lesson.page.backToCourse')}: </span>
        <span className="truncate">{courseName}</span>
      </CourseLink>
      <ModuleSearchLink module={module} className={linkClass}>
        <Search aria-hidden="true" className="size-4 shrink-0" />
        <span className="max-sm:sr-only">{t('lesson.page.search')}</span>
      </ModuleSearchLink>
    </div>
  );
}
