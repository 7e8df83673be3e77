import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useBranding } from '../features/branding/index.ts';
import { useAppConfig } from '../lib/app-config/index.ts';
import { initI18n } from '../lib/i18n/index.ts';
import { AppToaster } from '../lib/toast/index.ts';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { LoadingLayout } from './layouts/loading-layout.tsx';
import { appRouter } from './app-router.ts';
import { ShellContext } from './shell-context.ts';
import { useBuildCheck } from './use-build-check.ts';
import { useLoadedRouter } from './use-loaded-router.ts';
import { useVerticalSetup } from './use-vertical-setup.ts';

/** Resolves the first location before the router mounts (app/use-loaded-router.ts). */
const loadAppRouter = () => appRouter().load();

/** Config, vertical, tag manager and branding; the router renders once the branding is known and the first location is loaded. */
function ConfiguredApp() {
  const config = useAppConfig();
  const vertical = useVerticalSetup(config.data);
  const branding = useBranding();
  useBuildCheck();
  const shell = useMemo(() => ({ producer: branding.producer, vertical }), [branding.producer, vertical]);
  const routerLoaded = useLoadedRouter(loadAppRouter, !branding.isLoading);

  if (branding.isLoading || !routerLoaded) return <LoadingLayout />;
  return (
    <ShellContext value={shell}>
      <RouterProvider router={appRouter()} />
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
