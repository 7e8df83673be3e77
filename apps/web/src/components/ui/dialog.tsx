import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { cn } from './cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close (X) button; "Fechar" by default. */
  closeLabel?: string;
  hideCloseButton?: boolean;
  /**
   * `dialog`: centred (default); `sheet`: a menu's panel, from the bottom edge and full width on a phone,
   * under the header's right end on wider screens.
   */
  placement?: 'dialog' | 'sheet';
}

const placementClass = {
  dialog: 'top-1/2 left-1/2 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl shadow-xl',
  sheet: cn(
    'inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-2xl border-t border-gray-200 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-[0_-8px_30px_rgb(0_0_0/0.18)] dark:border-gray-700',
    'md:inset-x-auto md:top-18 md:right-4 md:bottom-auto md:w-80 md:rounded-2xl md:border md:pb-6 md:shadow-xl',
  ),
} as const;

/** Modal dialog with overlay, title, optional description and a close button (Radix handles focus and Escape). */
export function DialogContent({
  title,
  description,
  closeLabel,
  hideCloseButton,
  placement = 'dialog',
  className,
  children,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        // Without a description, tell Radix on purpose that there is none.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed z-50 flex flex-col gap-4 bg-white p-6 text-gray-900 dark:bg-gray-900 dark:text-gray-50',
          placementClass[placement],
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title className="pr-10 text-lg leading-tight font-semibold">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="text-sm text-gray-700 dark:text-gray-300">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close
            aria-label={closeLabel ?? t('ui.close')}
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
