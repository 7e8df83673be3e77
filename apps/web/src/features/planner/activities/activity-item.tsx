import type { PlannerActivity } from '@members/contract';
import { Check, SkipForward, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useUpdateActivity } from '../api/put-activity.ts';
import { ActivityFacts } from './activity-facts.tsx';
import { ActivityKindIcon } from './activity-kind-icon.tsx';
import { ActivityOpenButton } from './activity-open-button.tsx';
import { ActivityStatus } from './activity-status.tsx';

export interface ActivityItemProps {
  planId: number;
  activity: PlannerActivity;
  /** The plan's today: a past day's pending work reads "Atrasada". */
  today: string;
  /** An archived plan's activity opens its work but is no longer ticked or skipped. */
  archived?: boolean;
}

/** One activity of the day: what it is, its state, the button that opens it, and ticking, unticking or skipping it. */
export function ActivityItem({ planId, activity, today, archived = false }: ActivityItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const update = useUpdateActivity(planId);
  const setStatus = (status: PlannerActivity['status']) => update.mutate({ activityId: activity.id, status });
  const pending = activity.status === 'pending';
  return (
    <article
      aria-labelledby={titleId}
      data-status={activity.status}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex items-start gap-3">
        <ActivityKindIcon kind={activity.kind} />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="font-semibold text-pretty text-gray-900 dark:text-gray-50">
            {activity.title}
          </h2>
          <ActivityFacts activity={activity} />
          <ActivityStatus activity={activity} today={today} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ActivityOpenButton planId={planId} activity={activity} variant={pending ? 'primary' : 'ghost'} />
        {archived ? null : pending ? (
          <>
            <Button variant="ghost" onClick={() => setStatus('done')}>
              <Check aria-hidden="true" className="size-4" />
              {t('planner.activities.complete')}
            </Button>
            <Button variant="ghost" onClick={() => setStatus('skipped')}>
              <SkipForward aria-hidden="true" className="size-4" />
              {t('planner.activities.skip')}
            </Button>
          </>
        ) : activity.done_by === 'auto' ? null : (
          // A tick the work itself gave stays: the next visit would give it again.
          <Button variant="ghost" onClick={() => setStatus('pending')}>
            <Undo2 aria-hidden="true" className="size-4" />
            {t('planner.activities.undo')}
          </Button>
        )}
      </div>
    </article>
  );
}
