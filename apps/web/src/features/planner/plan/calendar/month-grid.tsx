import type { PlanDay } from '@members/contract';
import { usePlanDateFormat } from '../../shared/plan-date-format.ts';
import { addDays, datesBetween } from './calendar-dates.ts';
import { DayCell } from './day-cell.tsx';

export interface MonthGridProps {
  planId: number;
  /** The grid's first Sunday and last Saturday. */
  from: string;
  to: string;
  /** `YYYY-MM`: the month shown (days of the weeks around it are marked). */
  month: string;
  days: PlanDay[];
}

/** A month on a desktop: whole weeks, Sunday first; a date outside the plan is an empty square. */
export function MonthGrid({ planId, from, to, month, days }: MonthGridProps) {
  const formatDate = usePlanDateFormat();
  const byDate = new Map(days.map((day) => [day.date, day]));
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((offset) => formatDate(addDays(from, offset), 'weekdayShort'));
  return (
    <div data-testid="plan-month">
      <div aria-hidden="true" className="grid grid-cols-7 gap-1 pb-1">
        {weekdays.map((weekday) => (
          <span key={weekday} className="text-center text-xs font-semibold text-gray-700 capitalize dark:text-gray-300">
            {weekday}
          </span>
        ))}
      </div>
      <ul className="grid grid-cols-7 gap-1">
        {datesBetween(from, to).map((date) => {
          const day = byDate.get(date);
          return (
            <li key={date} data-outside-month={!date.startsWith(month) || undefined}>
              {day ? (
                <DayCell planId={planId} day={day} look="tile" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex min-h-24 rounded-lg p-2 text-xs text-gray-600 dark:text-gray-400"
                >
                  {Number(date.slice(8, 10))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
