import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/index.ts';
import { useShell } from './shell-context.ts';

/** Formats a page title: the spec's exact titles stand alone, the others carry the producer's name. */
export function documentTitle(areaName: string | null, siteName: string, exact: boolean): string {
  if (!areaName) return siteName;
  return exact ? areaName : `${areaName} · ${siteName}`;
}

/** Keeps document.title in step with the current route (spec §2 titles: 'Trilha de questões', ...). */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const { producer } = useShell();
  // A failed or unknown route has no area title: the site name alone (the error screen says what happened).
  const area = useMatches({
    select: (matches) => (matches.every((match) => match.status === 'success') ? matches.at(-1)?.staticData.area : undefined),
  });
  const exact = useMatches({ select: (matches) => matches.at(-1)?.staticData.exactTitle ?? false });
  const siteName = producer?.nome ?? t('app.name');
  const areaName = area ? t(`comingSoon.areas.${area}`) : null;

  useEffect(() => {
    document.title = documentTitle(areaName, siteName, exact);
  }, [areaName, siteName, exact, i18n.language]);
}
