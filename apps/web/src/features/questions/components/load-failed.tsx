import { Button } from '../../../components/ui/button.tsx';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** Something could not load: what (title), why (the error's text) and "Tentar de novo". */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{translateError(t, error)}</p>
      <Button variant="ghost" onClick={onRetry}>
        {t('questions.retry')}
      </Button>
    </div>
  );
}
