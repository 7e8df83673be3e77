import type { PlannerActivity } from '@members/contract';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { formatPlanMinutes } from '../shared/plan-minutes.ts';

/** Its kind, subject and minutes on one line: "Questões · Cardiologia · 50 min". */
export function ActivityFacts({ activity }: { activity: PlannerActivity }) {
  const { t } = useTranslation();
  const facts = [t(`planner.activities.kinds.${activity.kind}`), activity.subject, formatPlanMinutes(activity.minutes)];
  return <p className="text-sm text-gray-700 dark:text-gray-300">{facts.filter(Boolean).join(' · ')}</p>;
}
