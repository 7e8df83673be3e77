import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/index.ts';
import { showToast } from '../lib/toast/index.ts';
import { embeddedBuildId, startBuildCheck } from './build/build-check.ts';

/** Offers a reload (toast with "Recarregar") when a newer build has been deployed. Production builds only. */
export function useBuildCheck(): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return startBuildCheck({
      embeddedId: embeddedBuildId,
      onNewBuild: () =>
        showToast({
          message: t('shell.newVersion'),
          type: 'info',
          duration: Number.POSITIVE_INFINITY,
          action: { label: t('shell.reload'), onClick: () => window.location.reload() },
        }),
    });
  }, [t]);
}
