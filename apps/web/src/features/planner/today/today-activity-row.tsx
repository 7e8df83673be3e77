import type { PlannerActivity } from '@members/contract';
import { useId } from 'react';
import { ActivityFacts } from '../activities/activity-facts.tsx';
import { ActivityKindIcon } from '../activities/activity-kind-icon.tsx';
import { ActivityOpenButton } from '../activities/activity-open-button.tsx';
import { ActivityStatus } from '../activities/activity-status.tsx';

/** One of today's activities on home: what it is, its state, and the button that opens its work. */
export function TodayActivityRow({ planId, activity }: { planId: number; activity: PlannerActivity }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <ActivityKindIcon kind={activity.kind} />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titleId} className="font-semibold text-pretty text-gray-900 dark:text-gray-50">
            {activity.title}
          </h3>
          <ActivityFacts activity={activity} />
          <ActivityStatus activity={activity} today={activity.date} />
        </div>
      </div>
      <div className="shrink-0 max-sm:pl-13">
        <ActivityOpenButton
          planId={planId}
          activity={activity}
          variant={activity.status === 'pending' ? 'primary' : 'ghost'}
        />
      </div>
    </article>
  );
}
