import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useBranding } from '../features/branding/index.ts';
import { useAppConfig } from '../lib/app-config/index.ts';
import { initI18n } from '../lib/i18n/index.ts';
import { AppToaster } from '../lib/toast/index.ts';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { LoadingLayout } from './layouts/loading-layout.tsx';
import { createAppRouter } from './router.tsx';
import { ShellContext } from './shell-context.ts';
import { useBuildCheck } from './use-build-check.ts';
import { useVerticalSetup } from './use-vertical-setup.ts';

const router = createAppRouter();

/** Config, vertical, tag manager and branding; the router renders once the branding is known. */
function ConfiguredApp() {
  const config = useAppConfig();
  const vertical = useVerticalSetup(config.data);
  const branding = useBranding();
  useBuildCheck();
  const shell = useMemo(() => ({ producer: branding.producer, vertical }), [branding.producer, vertical]);

  if (branding.isLoading) return <LoadingLayout />;
  return (
    <ShellContext value={shell}>
      <RouterProvider router={router} />
      <AppToaster />
    </ShellContext>
  );
}

/** Renders the app only after the translations resolve (a loading layout meanwhile). */
function I18nGate() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    initI18n()
      .catch((error: unknown) => console.error('[i18n] Translations failed to load.', error))
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, []);
  return ready ? <ConfiguredApp /> : <LoadingLayout />;
}

export function AppProviders() {
  return (
    <AppErrorBoundary>
      <I18nGate />
    </AppErrorBoundary>
  );
}
