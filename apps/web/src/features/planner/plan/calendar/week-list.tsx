import type { PlanDay } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { DayCell } from './day-cell.tsx';

/** A week on a phone: its plan days one under the other (days outside the plan are left out). */
export function WeekList({ planId, days }: { planId: number; days: PlanDay[] }) {
  const { t } = useTranslation();
  if (days.length === 0)
    return <p className="text-sm text-gray-700 dark:text-gray-300">{t('planner.plan.calendar.outside')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="plan-week">
      {days.map((day) => (
        <li key={day.date}>
          <DayCell planId={planId} day={day} look="row" />
        </li>
      ))}
    </ul>
  );
}
