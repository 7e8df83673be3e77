import { RotateCcw } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** Above a review of the wrong answers: where the learner is in it, and the way back to the result. */
export function ReviewBanner({ index, count, onExit }: { index: number; count: number; onExit: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-gray-200 bg-gray-50 px-4 py-2 dark:border-gray-800 dark:bg-gray-900"
      data-testid="review-banner"
    >
      <p className="inline-flex items-center gap-2 text-sm font-medium text-gray-800 dark:text-gray-200">
        <RotateCcw aria-hidden="true" className="size-4 shrink-0" />
        {t('questions.review.progress', { index, count })}
      </p>
      <Button variant="ghost" onClick={onExit} className="text-sm">
        {t('questions.review.exit')}
      </Button>
    </div>
  );
}
