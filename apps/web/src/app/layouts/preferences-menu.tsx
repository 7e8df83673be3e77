import { Settings2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

// The sheet (and the dialog library) loads on the first tap, not with the layout.
const PreferencesSheet = lazy(() =>
  import('./preferences-sheet.tsx').then((module) => ({ default: module.PreferencesSheet })),
);

export interface PreferencesMenuProps {
  className?: string;
  /** Puts "Sair" in the sheet (the default layout, where the header has no room for it on a phone). */
  withSignOut?: boolean;
}

/**
 * On a phone the language and colour-mode controls (and sign-out) live in a sheet behind one header
 * button, so the header stays one row; wider screens show them inline and hide this button (className).
 */
export function PreferencesMenu({ className, withSignOut = false }: PreferencesMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const label = t('layouts.preferences.open');
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen((current) => !current);
        }}
        className={cn(
          'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900',
          'dark:text-gray-300 dark:hover:bg-gray-800 dark:focus-visible:outline-white',
          className,
        )}
      >
        <Settings2 aria-hidden="true" className="size-5" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <PreferencesSheet open={open} onOpenChange={setOpen} withSignOut={withSignOut} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
