import { RotateCcw, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** A calm message over the player when the video cannot load, with a retry. */
export function PlayerError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gray-900 p-6 text-center"
    >
      <WifiOff aria-hidden="true" className="size-8 text-gray-300" />
      <p className="max-w-sm text-sm text-gray-100 sm:text-base">{t('lesson.player.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('lesson.player.retry')}
      </Button>
    </div>
  );
}
