import type { RefObject } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { ColorModeToggle } from '../../features/color-mode/index.ts';
import { LocaleSwitcher } from '../../features/locale/index.ts';
import { LogoutButton } from '../../features/session/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export interface PreferencesSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  withSignOut: boolean;
  /** The button that opened the sheet: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone's "Preferências" sheet: language, colour mode (unless the page forces one) and "Sair". Not
 * modal, like a menu: a tap outside or Escape closes it, and the rest of the page stays in the accessibility
 * tree, so the toast that confirms a language switch is announced.
 */
export function PreferencesSheet({ open, onOpenChange, withSignOut, returnFocusTo }: PreferencesSheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={false}>
      <DialogContent
        placement="sheet"
        title={t('layouts.preferences.title')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        // The button that opened it toggles it: a tap there is not a tap outside.
        onInteractOutside={(event) => {
          if (event.target instanceof Node && returnFocusTo.current?.contains(event.target)) event.preventDefault();
        }}
      >
        <div className="flex flex-col gap-4" data-testid="preferences-sheet">
          <LocaleSwitcher withLabel />
          <ColorModeToggle withLegend />
          {withSignOut ? (
            <div className="border-t border-gray-200 pt-3 dark:border-gray-800">
              <LogoutButton withLabel className="-ml-3" />
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
