import { Timer } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** "Expira em 7 s" with a draining bar; the number is the timer, read by screen readers on demand. */
export function QrCountdown({ secondsLeft, totalSeconds }: { secondsLeft: number; totalSeconds: number }) {
  const { t } = useTranslation();
  const share = Math.max(0, Math.min(1, secondsLeft / totalSeconds));
  return (
    <div className="flex w-full flex-col gap-2">
      <p
        role="timer"
        aria-atomic="true"
        className="flex items-center justify-center gap-2 text-base font-semibold tabular-nums"
      >
        <Timer aria-hidden="true" className="size-5" />
        {t('qrLogin.expiresIn', { count: secondsLeft })}
      </p>
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700">
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-200 ease-linear motion-reduce:transition-none"
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
