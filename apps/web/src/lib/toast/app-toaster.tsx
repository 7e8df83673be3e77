import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { setToastDefaults, toasterMounted } from './show-toast.tsx';
import { loadedSonner, subscribeToSonner, type Sonner } from './sonner-loader.ts';
import type { ToastPosition } from './toast-options.ts';
import './toast.css';

/** App-wide override (spec §9): toasts without a position show top-right; the adapter's own default stays bottom-right. */
export const appToastDefaults = { position: 'top-right' } as const satisfies { position: ToastPosition };

/**
 * The toast viewport of the app; mount it once, near the root. It renders nothing until the first toast
 * loads sonner (see sonner-loader.ts), then sonner's Toaster.
 */
export function AppToaster() {
  const sonner = useSyncExternalStore(subscribeToSonner, loadedSonner, loadedSonner);
  useLayoutEffect(() => {
    setToastDefaults(appToastDefaults);
    return () => setToastDefaults({});
  }, []);
  return sonner ? <LoadedToaster Toaster={sonner.Toaster} /> : null;
}

function LoadedToaster({ Toaster }: { Toaster: Sonner['Toaster'] }) {
  const { t } = useTranslation();
  // Runs after the Toaster's own effects, i.e. once it listens: waiting toasts can show now.
  useEffect(() => toasterMounted(), []);
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
