import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { ModuleRef, NavTarget } from '../module-ref.ts';
import { ModuleLink } from './module-links.tsx';

export interface LessonNavProps {
  module: ModuleRef;
  previous: NavTarget | null;
  next: NavTarget | null;
}

const linkClass = cn(
  'inline-flex min-h-11 max-w-full min-w-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold',
  'focus-visible:outline-2 focus-visible:outline-offset-2',
);

function TargetLink({
  module,
  target,
  direction,
}: {
  module: ModuleRef;
  target: NavTarget;
  direction: 'previous' | 'next';
}) {
  const { t } = useTranslation();
  const label = t(`lesson.nav.${direction}${target.kind === 'module' ? 'Module' : ''}`);
  const title = target.kind === 'lesson' ? target.lesson.title : target.title;
  const link = target.kind === 'lesson' ? { lessonId: target.lesson.id } : { moduleId: target.id };
  const isNext = direction === 'next';
  return (
    <ModuleLink
      module={module}
      {...link}
      className={cn(
        linkClass,
        isNext
          ? cn(buttonVariants.primary, 'sm:ml-auto sm:justify-end')
          : cn(buttonVariants.ghost, 'border border-gray-300 dark:border-gray-700'),
      )}
    >
      {isNext ? null : <ChevronLeft aria-hidden="true" className="size-5 shrink-0" />}
      <span className={cn('flex min-w-0 flex-col text-left', isNext && 'sm:text-right')}>
        <span>{label}</span>
        <span
          className={cn('truncate text-xs font-normal', isNext ? 'opacity-90' : 'text-gray-600 dark:text-gray-400')}
        >
          {title}
        </span>
      </span>
      {isNext ? <ChevronRight aria-hidden="true" className="size-5 shrink-0" /> : null}
    </ModuleLink>
  );
}

/** "Aula anterior" / "Próxima aula" with the neighbouring lessons' titles; across modules at the ends. */
export function LessonNav({ module, previous, next }: LessonNavProps) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  return (
    <nav
      aria-label={t('lesson.nav.label')}
      className="flex flex-col gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:justify-between dark:border-gray-800"
    >
      {previous ? (
        <TargetLink module={module} target={previous} direction="previous" />
      ) : (
        <span className="max-sm:hidden" />
      )}
      {next ? <TargetLink module={module} target={next} direction="next" /> : null}
    </nav>
  );
}
