import { ArrowLeft, SkipForward } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** "Anterior" and "Pular" (to the next position without answering). */
export function StageNav({ onPrevious, onSkip }: { onPrevious: (() => void) | null; onSkip: (() => void) | null }) {
  const { t } = useTranslation();
  if (!onPrevious && !onSkip) return null;
  return (
    <div className="flex flex-wrap justify-between gap-2 border-t border-gray-200 pt-4 dark:border-gray-800">
      {onPrevious ? (
        <Button variant="ghost" onClick={onPrevious}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('questions.player.previous')}
        </Button>
      ) : (
        <span />
      )}
      {onSkip ? (
        <Button variant="ghost" onClick={onSkip}>
          {t('questions.player.skip')}
          <SkipForward aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}
