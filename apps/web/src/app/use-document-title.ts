import { rootRouteId, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/index.ts';
import { isNotFoundError } from './errors/error-kind.ts';
import { useShell } from './shell-context.ts';

type Matches = ReturnType<typeof useMatches>;

/** One rule for every page: its name, then the producer's (spec §2 names: 'Trilha de questões · Produtor'). */
export function documentTitle(pageName: string | null, siteName: string): string {
  return pageName ? `${pageName} · ${siteName}` : siteName;
}

/**
 * The message key that names the current screen: the error screen's title for a failed or unknown route,
 * else the route's own title (from its params, e.g. /movie → 'Palestras', like its heading) or its area's
 * name. Null while the route loads (the site name alone meanwhile).
 */
export function titleKeyOf(matches: Matches): string | null {
  const failed = matches.find((match) => match.status === 'error' || match.status === 'notFound');
  if (failed) {
    return failed.status === 'notFound' || isNotFoundError(failed.error)
      ? 'errorScreen.notFoundTitle'
      : 'errorScreen.errorTitle';
  }
  const last = matches.at(-1);
  if (!last || !matches.every((match) => match.status === 'success')) return null;
  // Only the root matched: no route has this path (the root's not-found screen shows).
  if (last.routeId === rootRouteId) return 'errorScreen.notFoundTitle';
  const { area, titleKey } = last.staticData;
  return titleKey?.(last.params as Record<string, string>) ?? (area ? `comingSoon.areas.${area}` : null);
}

/** Keeps document.title in step with the current route. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { producer } = useShell();
  const key = useMatches({ select: titleKeyOf });
  const siteName = producer?.nome ?? t('app.name');
  const pageName = key ? t(key) : null;

  useEffect(() => {
    document.title = documentTitle(pageName, siteName);
  }, [pageName, siteName]);
}
