import type { ErrorComponentProps, NotFoundRouteProps } from '@tanstack/react-router';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../chunk-reload.ts';
import { ErrorScreen } from './error-screen.tsx';
import { FramedErrorScreen } from './framed-error-screen.tsx';
import { pageNotFound } from './page-error.ts';

/** 'Go Back' inside the router: clear the error (when the boundary offers a reset), go to / and reload data. */
function useGoHome(reset?: () => void): () => Promise<void> {
  const router = useRouter();
  return async () => {
    reset?.();
    await router.navigate({ to: '/' });
    await router.invalidate();
  };
}

function useChunkReload(error: unknown): void {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }, [error]);
}

/**
 * Root errorComponent: the fallback error screen on its own, without layout (spec §2, §8), for what breaks
 * above the shell (the layout itself may be what failed). A failed lazy chunk reloads the page once (guarded).
 */
export function FatalErrorScreen({ error, reset }: ErrorComponentProps) {
  const goHome = useGoHome(reset);
  useChunkReload(error);
  return <ErrorScreen error={error} onGoBack={goHome} />;
}

/**
 * Errors of one route, the 404 of an unknown {type} included: the same screen in place of the page, inside
 * the layout, so the header and the navigation stay.
 */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const goHome = useGoHome(reset);
  useChunkReload(error);
  return <ErrorScreen error={error} onGoBack={goHome} />;
}

/**
 * Root notFoundComponent: unknown paths are the same 404 as a bad {type}. The router renders it in place of
 * the shell route (its layouts included), so it brings the default layout along.
 */
export function NotFoundScreen(_props: NotFoundRouteProps) {
  const { pathname } = useLocation();
  const goHome = useGoHome();
  return <FramedErrorScreen error={pageNotFound(pathname)} onGoBack={goHome} />;
}
