import { Play, RotateCcw } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface FilterFooterProps {
  total: number | undefined;
  /** The counts are being recomputed for the latest ticks. */
  updating: boolean;
  canStart: boolean;
  starting: boolean;
  startError: unknown;
  onStart: () => void;
  onClear: () => void;
}

/** Sticky at the bottom: how many questions match, "Limpar filtro" and "Começar treino". */
export function FilterFooter({ total, updating, canStart, starting, startError, onStart, onClear }: FilterFooterProps) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
      {startError ? (
        <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          {translateError(t, startError)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p aria-live="polite" className="flex-1 text-base font-semibold text-gray-900 dark:text-gray-50" data-testid="filter-total" aria-busy={updating}>
          {total === undefined ? t('questions.filter.totalLoading') : t('questions.filter.total', { count: total })}
        </p>
        <div className="flex gap-2">
          <Button variant="ghost" onClick={onClear}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('questions.filter.clear')}
          </Button>
          <Button onClick={onStart} disabled={!canStart || starting} className="text-base">
            <Play aria-hidden="true" className="size-4" />
            {starting ? t('questions.filter.starting') : t('questions.filter.start')}
          </Button>
        </div>
      </div>
    </div>
  );
}
