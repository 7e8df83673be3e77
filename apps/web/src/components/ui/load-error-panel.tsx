import { isApiError } from '../../lib/api/api-error.ts';
import { lazy, Suspense } from 'react';
import { translateError } from '../../lib/api/translate-error.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Button } from './button.tsx';

export interface LoadErrorPanelProps {
  /** What could not load ("Não foi possível carregar os simulados."); without it, only the reason shows. */
  title?: string;
  /** The failure, translated by its code. */
  error: unknown;
  onRetry: () => void;
}

/** Something could not load: what (optional title), why (the error's translated text) and "Tentar de novo". */
/** Loaded on its first use: no catalog page meets a locked area, and /courses' first paint has no byte to spare. */
const AreaLockedPanel = lazy(() =>
  import('./area-locked-panel.tsx').then((module) => ({ default: module.AreaLockedPanel })),
);

export function LoadErrorPanel({ title, error, onRetry }: LoadErrorPanelProps) {
  const { t } = useTranslation();
  if (isApiError(error) && error.code === 'access.area_locked') {
    return (
      <Suspense>
        <AreaLockedPanel error={error} offerPath={error.data?.['offer_path']} />
      </Suspense>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {title ? <p className="text-base font-semibold">{title}</p> : null}
      <p>{translateError(t, error)}</p>
      <Button variant="ghost" onClick={onRetry}>
        {t('ui.retry')}
      </Button>
    </div>
  );
}
