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

/**
 * Sticky at the bottom: how many questions match, "Limpar filtro" and "Começar treino". One row on a phone
 * (the clear button shows only its icon there, its name stays), so it takes little of a small screen.
 */
export function FilterFooter({ total, updating, canStart, starting, startError, onStart, onClear }: FilterFooterProps) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-gray-200 bg-white/95 px-4 py-2 backdrop-blur md:py-3 dark:border-gray-800 dark:bg-gray-950/95">
      {startError ? (
        <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          {translateError(t, startError)}
        </p>
      ) : null}
      <div className="flex items-center gap-2 md:gap-4">
        <p
          aria-live="polite"
          className="min-w-0 flex-1 text-sm leading-tight font-semibold text-gray-900 md:text-base dark:text-gray-50"
          data-testid="filter-total"
          aria-busy={updating}
        >
          {total === undefined ? t('questions.filter.totalLoading') : t('questions.filter.total', { count: total })}
        </p>
        <Button
          variant="ghost"
          onClick={onClear}
          aria-label={t('questions.filter.clear')}
          title={t('questions.filter.clear')}
          className="max-md:w-11 max-md:px-0"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          <span className="max-md:hidden">{t('questions.filter.clear')}</span>
        </Button>
        <Button onClick={onStart} disabled={!canStart || starting} className="shrink-0 text-base">
          <Play aria-hidden="true" className="size-4" />
          {starting ? t('questions.filter.starting') : t('questions.filter.start')}
        </Button>
      </div>
    </div>
  );
}
