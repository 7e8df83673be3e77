import type { LucideIcon } from 'lucide-react';
import { CircleCheckBig, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface TaskRowProps {
  icon: LucideIcon;
  /** Id of the label, for the actions' aria-describedby. */
  labelId: string;
  label: string;
  subtitle?: string | null;
  /** Shows "Concluída" (icon + text). */
  completed?: boolean;
  restricted?: boolean;
  /** The task's action(s): a button, a link, a checkbox. */
  children?: ReactNode;
  /** Under the row: progress, an error. */
  footer?: ReactNode;
}

/** The frame of a task: icon, label and subtitle, its state in words, its action; a lock when restricted. */
export function TaskRow({
  icon: Icon,
  labelId,
  label,
  subtitle,
  completed = false,
  restricted = false,
  children,
  footer,
}: TaskRowProps) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-gray-200 p-3 sm:p-4 dark:border-gray-800',
        restricted && 'bg-gray-50 dark:bg-gray-900/60',
      )}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 basis-48 flex-col">
          <span id={labelId} className="font-medium text-gray-900 dark:text-gray-100">
            {label}
          </span>
          {subtitle ? <span className="text-sm text-gray-600 dark:text-gray-400">{subtitle}</span> : null}
          {completed ? (
            <span className="mt-0.5 inline-flex items-center gap-1 text-sm font-medium text-green-800 dark:text-green-300">
              <CircleCheckBig aria-hidden="true" className="size-4" />
              {t('lesson.tasks.completed')}
            </span>
          ) : null}
          {restricted ? (
            <span className="mt-0.5 inline-flex items-center gap-1 text-sm text-gray-600 dark:text-gray-400">
              <Lock aria-hidden="true" className="size-4" />
              {t('lesson.tasks.restricted')}
            </span>
          ) : null}
        </div>
        {children ? (
          <div className="flex shrink-0 flex-wrap items-center gap-2 max-sm:w-full max-sm:pl-13">{children}</div>
        ) : null}
      </div>
      {footer}
    </div>
  );
}
