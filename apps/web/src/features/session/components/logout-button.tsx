import { LogOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

// The confirmation loads on the first tap: the dialog library stays out of the layout's first paint.
const SignOutDialog = lazy(() => import('./sign-out-dialog.tsx').then((module) => ({ default: module.SignOutDialog })));

export interface LogoutButtonProps {
  className?: string;
  /** Shows "Sair" beside the icon (a menu, /terms); icon only by default (the header). */
  withLabel?: boolean;
}

/** "Sair": asks for confirmation, then signs out and goes to the login screen (SignOutDialog). */
export function LogoutButton({ className, withLabel = false }: LogoutButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const label = t('auth.logout');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-label={withLabel ? undefined : label}
        title={withLabel ? undefined : label}
        className={cn(
          'inline-flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg text-gray-700 hover:bg-gray-100',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900',
          'dark:text-gray-300 dark:hover:bg-gray-800 dark:focus-visible:outline-white',
          withLabel && 'px-3 text-sm font-medium',
          className,
        )}
      >
        <LogOut aria-hidden="true" className="size-5" />
        {withLabel ? label : null}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <SignOutDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
