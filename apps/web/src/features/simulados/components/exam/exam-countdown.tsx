import type { Attempt } from '@members/contract';
import { AlarmClock, Timer } from 'lucide-react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useExamClock } from '../../hooks/use-exam-clock.ts';
import { formatClock } from '../../logic/format.ts';

/**
 * The time left, by the server's deadline. Screen readers hear it only at 10, 5 and 1 minute(s) left (a polite
 * live region); under five minutes it turns amber with an alarm icon. Its own component: only it ticks.
 */
export function ExamCountdown({ attempt, onExpire }: { attempt: Attempt; onExpire: () => void }) {
  const { t } = useTranslation();
  const { remaining, warning, announce } = useExamClock(attempt, onExpire);
  const Icon = warning ? AlarmClock : Timer;
  return (
    <div className="flex items-center">
      <p
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-mono text-lg font-semibold tabular-nums',
          warning
            ? 'bg-amber-100 text-amber-950 ring-1 ring-amber-400 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700'
            : 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-50',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('simulados.exam.timeLeftLabel')}</span>
        <span data-testid="exam-countdown">{formatClock(remaining)}</span>
        {warning ? (
          <span className="font-sans text-xs font-semibold max-sm:sr-only">{t('simulados.exam.hurry')}</span>
        ) : null}
      </p>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announce === null ? '' : t('simulados.exam.timeAnnouncement', { count: announce })}
      </p>
    </div>
  );
}
