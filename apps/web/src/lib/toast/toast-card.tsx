import { CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';
import { useTranslation } from '../i18n/index.ts';
import type { ResolvedToastOptions, ToastType } from './toast-options.ts';

const typeStyles: Record<ToastType, { icon: LucideIcon | null; className: string }> = {
  success: {
    icon: CircleCheck,
    className: 'border-green-200 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-50',
  },
  error: {
    icon: CircleX,
    className: 'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
  },
  info: {
    icon: Info,
    className: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-50',
  },
  warning: {
    icon: TriangleAlert,
    className: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50',
  },
  default: {
    icon: null,
    className: 'border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-50',
  },
};

export interface ToastCardProps {
  options: ResolvedToastOptions;
  onDismiss: () => void;
  onPause: () => void;
  onResume: () => void;
}

/** What one toast looks like; sonner places, stacks and animates it. */
export function ToastCard({ options, onDismiss, onPause, onResume }: ToastCardProps) {
  const { t } = useTranslation();
  const { icon: Icon, className } = typeStyles[options.type];
  return (
    <div
      role={options.type === 'error' ? 'alert' : 'status'}
      data-toast-type={options.type}
      className={cn(
        'flex w-full items-center gap-3 rounded-lg border py-2 pr-1 pl-4 text-sm shadow-lg',
        options.dismissible && 'cursor-pointer',
        className,
      )}
      onClick={options.dismissible ? onDismiss : undefined}
      onMouseEnter={options.pauseOnHover ? onPause : undefined}
      onMouseLeave={options.pauseOnHover ? onResume : undefined}
    >
      {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0" /> : null}
      <p className="min-w-0 flex-1 py-2 break-words">{options.message}</p>
      {options.action ? (
        <button
          type="button"
          className="min-h-11 shrink-0 rounded-md px-3 font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-current"
          onClick={(event) => {
            event.stopPropagation();
            options.action?.onClick();
            onDismiss();
          }}
        >
          {options.action.label}
        </button>
      ) : null}
      {options.dismissible ? (
        <button
          type="button"
          aria-label={t('toast.dismiss')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          onClick={(event) => {
            event.stopPropagation();
            onDismiss();
          }}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
