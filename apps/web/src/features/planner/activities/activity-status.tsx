import type { PlannerActivity } from '@members/contract';
import { CalendarClock, CircleAlert, CircleCheck, CircleDashed, SkipForward, type LucideIcon } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { usePlanDateFormat } from '../shared/plan-date-format.ts';

type StatusKey = 'auto' | 'done' | 'skipped' | 'late' | 'pending';

const looks: Record<StatusKey, { icon: LucideIcon; className: string }> = {
  auto: { icon: CircleCheck, className: 'text-green-800 dark:text-green-300' },
  done: { icon: CircleCheck, className: 'text-green-800 dark:text-green-300' },
  skipped: { icon: SkipForward, className: 'text-gray-700 dark:text-gray-300' },
  late: { icon: CircleAlert, className: 'text-red-800 dark:text-red-300' },
  pending: { icon: CircleDashed, className: 'text-gray-700 dark:text-gray-300' },
};

/** done by the work itself, done by hand, skipped, late (a past day's pending work) or pending. */
function statusKey(activity: PlannerActivity, today: string): StatusKey {
  if (activity.status === 'done') return activity.done_by === 'auto' ? 'auto' : 'done';
  if (activity.status === 'skipped') return 'skipped';
  return activity.date < today ? 'late' : 'pending';
}

/** The activity's state in words and an icon (never colour alone), and the day it moved from, if it moved. */
export function ActivityStatus({ activity, today }: { activity: PlannerActivity; today: string }) {
  const { t } = useTranslation();
  const formatDate = usePlanDateFormat();
  const key = statusKey(activity, today);
  const { icon: Icon, className } = looks[key];
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium">
      <span className={cn('inline-flex items-center gap-1', className)} data-testid="activity-status">
        <Icon aria-hidden="true" className="size-4" />
        {t(`planner.activities.status.${key}`)}
      </span>
      {activity.moved_from ? (
        <span className="inline-flex items-center gap-1 text-gray-700 dark:text-gray-300">
          <CalendarClock aria-hidden="true" className="size-4" />
          {t('planner.activities.movedFrom', { date: formatDate(activity.moved_from, 'dayMonth') })}
        </span>
      ) : null}
    </p>
  );
}
