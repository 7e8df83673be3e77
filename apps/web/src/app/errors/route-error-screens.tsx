import type { ErrorComponentProps, NotFoundRouteProps } from '@tanstack/react-router';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../chunk-reload.ts';
import { ErrorScreen } from './error-screen.tsx';
import { pageNotFound } from './page-error.ts';

/** Router errorComponent: a failed lazy chunk reloads the page once (guarded); every error gets the screen. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }, [error]);
  return <ErrorScreen error={error} reset={reset} />;
}

/** Router notFoundComponent: unknown paths are the same fatal 404 as a bad {type}. */
export function NotFoundScreen(_props: NotFoundRouteProps) {
  const { pathname } = useLocation();
  return <ErrorScreen error={pageNotFound(pathname)} />;
}
