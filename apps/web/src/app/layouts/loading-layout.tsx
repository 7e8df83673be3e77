import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLayoutEffect } from 'react';
import { forgetFirstScreen, showsFirstScreen } from '../first-screen.ts';

const loadingLabel: Record<string, string> = { 'pt-BR': 'Carregando…', en: 'Loading…' };

/**
 * Loading layout: skeletons of the header and the page while translations, app config and branding load (or
 * the first screen the server drew, app/first-screen.ts).
 * Translations may not be there yet, so its one label follows <html lang>.
 */
export function LoadingLayout() {
  // The first screen the server drew stays on screen, outside the app, until the route's layout is drawn; on
  // another path it leaves before these skeletons paint.
  const drawn = showsFirstScreen(window.location.pathname);
  useLayoutEffect(() => {
    if (!drawn) forgetFirstScreen();
  }, [drawn]);
  if (drawn) return null;
  const label = loadingLabel[document.documentElement.lang] ?? loadingLabel['pt-BR'];
  return (
    <div className="flex h-dvh flex-col" data-layout="loading" role="status" aria-busy="true" aria-label={label}>
      <div className="flex min-h-16 items-center gap-3 border-b border-gray-200 px-4 dark:border-gray-800">
        <Skeleton className="h-9 w-32" />
        <div className="flex-1" />
        <Skeleton circle className="h-11 w-11" />
      </div>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="grid grid-cols-2 gap-3 pt-4 sm:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
      </div>
    </div>
  );
}
