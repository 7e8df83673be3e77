import { CalendarClock, CircleDot, Lock, Timer, type LucideIcon } from 'lucide-react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { DetailsView } from '../../logic/details-view.ts';

/** The simulado's state for the learner, as a badge with an icon: open, in progress, upcoming, closed. */
export function StateBadge({ view }: { view: Exclude<DetailsView, 'result'> }) {
  const { t } = useTranslation();
  const badges: Record<typeof view, [LucideIcon, string, string]> = {
    start: [CircleDot, t('simulados.state.open'), 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100'],
    in_progress: [
      Timer,
      t('simulados.state.inProgress'),
      'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
    ],
    upcoming: [
      CalendarClock,
      t('simulados.state.upcoming'),
      'bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-100',
    ],
    closed: [Lock, t('simulados.state.closed'), 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100'],
  };
  const [Icon, text, tone] = badges[view];
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 self-start rounded-full px-2.5 py-1 text-xs font-semibold', tone)}
    >
      <Icon aria-hidden="true" className="size-4" />
      {text}
    </span>
  );
}
