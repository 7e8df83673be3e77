import { Button } from '../../../components/ui/button.tsx';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** What went wrong (translated from the error code) and "Tentar de novo". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p>{translateError(t, error)}</p>
      <Button variant="ghost" onClick={onRetry}>
        {t('catalog.retry')}
      </Button>
    </div>
  );
}
