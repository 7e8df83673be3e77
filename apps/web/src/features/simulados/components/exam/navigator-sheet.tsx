import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LayoutGrid, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { NavigatorCell } from '../../logic/navigator.ts';
import { NavigatorGrid } from './navigator-grid.tsx';

const trigger =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:border-gray-700 dark:text-gray-50 dark:hover:bg-gray-800 dark:focus-visible:outline-white';

/** On phones the navigator is a bottom sheet behind a button ("Questões 4/30"); choosing a position closes it. */
export function NavigatorSheet({
  cells,
  answered,
  onGo,
}: {
  cells: NavigatorCell[];
  answered: number;
  onGo: (index: number) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger className={trigger}>
        <LayoutGrid aria-hidden="true" className="size-4" />
        {t('simulados.navigator.open', { answered, total: cells.length })}
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[80dvh] flex-col rounded-t-2xl bg-white text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-50"
        >
          <div className="flex items-center gap-2 border-b border-gray-200 px-4 py-2 dark:border-gray-800">
            <DialogPrimitive.Title className="flex-1 text-lg font-semibold">
              {t('simulados.navigator.title')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t('ui.close')}
              className="inline-flex size-11 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="overflow-y-auto p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <NavigatorGrid
              cells={cells}
              onGo={(index) => {
                setOpen(false);
                onGo(index);
              }}
            />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
