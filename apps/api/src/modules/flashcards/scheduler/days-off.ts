import { studyDayStart, studyWeekday } from '../study-day.ts';
import type { ScheduleFields } from './schedule-fields.ts';

const dayMs = 86_400_000;

/**
 * A review (state 2) due two days or more ahead that lands on a day off moves to the nearest earlier day that is
 * not off, never before tomorrow (the interval shrinks by as many days); when every such day is off it stays.
 * Learning and relearning steps (minutes) are never moved.
 */
export function moveOffDaysOff(fields: ScheduleFields, at: Date, daysOff: readonly number[]): ScheduleFields {
  if (daysOff.length === 0 || fields.state !== 2 || fields.scheduled_days < 2) return fields;
  if (!daysOff.includes(studyWeekday(fields.due))) return fields;
  const tomorrow = studyDayStart(at, 1).getTime();
  for (let back = 1; back < fields.scheduled_days; back++) {
    const due = new Date(fields.due.getTime() - back * dayMs);
    if (studyDayStart(due).getTime() < tomorrow) break;
    if (!daysOff.includes(studyWeekday(due))) return { ...fields, due, scheduled_days: fields.scheduled_days - back };
  }
  return fields;
}
