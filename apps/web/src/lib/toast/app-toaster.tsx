import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { setToastDefaults } from './show-toast.tsx';
import type { ToastPosition } from './toast-options.ts';
import './toast.css';

/** App-wide override (spec §9): toasts without a position show top-right; the adapter's own default stays bottom-right. */
export const appToastDefaults = { position: 'top-right' } as const satisfies { position: ToastPosition };

/** The toast viewport of the app; mount it once, near the root. */
export function AppToaster() {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    setToastDefaults(appToastDefaults);
    return () => setToastDefaults({});
  }, []);
  return (
    <Toaster
      position={appToastDefaults.position}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ unstyled: true, className: 'w-full' }}
      gap={8}
      visibleToasts={5}
    />
  );
}
