import { plannerMaxDays, type planSettingsSchema } from '@members/contract';
import type { z } from 'zod';
import { dayNumberOf } from '../plan-dates.ts';
import { availableMinutes } from '../inputs/available-minutes.ts';
import {
  examBeforeStartError,
  examDatePastError,
  noStudyTimeError,
  planTooLongError,
  startInPastError,
} from '../planner.errors.ts';

/** A plan's settings once the contract parsed them (days off defaulted). */
export type ParsedPlanSettings = z.infer<typeof planSettingsSchema>;

/** Keys compare as dates (`YYYY-MM-DD`). */
const isAfter = (a: string, b: string) => a > b;

/**
 * The date rules of a plan (422s): the exam after today and after the start, at most plannerMaxDays from start to
 * exam, and some study time left between max(start, today) and the exam. `checkStart`: a new plan's start may not
 * be in the past (an existing plan's start is).
 */
function checkDates(settings: ParsedPlanSettings, startDate: string, today: string, checkStart: boolean): void {
  if (!isAfter(settings.exam_date, today)) throw examDatePastError();
  if (checkStart && isAfter(today, startDate)) throw startInPastError();
  if (!isAfter(settings.exam_date, startDate)) throw examBeforeStartError();
  if (dayNumberOf(settings.exam_date) - dayNumberOf(startDate) > plannerMaxDays) throw planTooLongError();
  const fromDay = dayNumberOf(isAfter(startDate, today) ? startDate : today);
  const minutes = availableMinutes(
    settings.weekday_minutes,
    settings.days_off,
    fromDay,
    dayNumberOf(settings.exam_date),
  );
  if (!minutes.some((day) => day > 0)) throw noStudyTimeError();
}

/** The onboarding's dates and hours: also refuses a start before today. */
export function validateNewPlanSettings(settings: ParsedPlanSettings, startDate: string, today: string): void {
  checkDates(settings, startDate, today, true);
}

/**
 * A settings update of an existing plan (exam date, hours, days off): the exam after today and after the plan's
 * start, not too long, some study time left. Throws the planner's 422s.
 */
export function validateSettings(settings: ParsedPlanSettings, planStart: string, today: string): void {
  checkDates(settings, planStart, today, false);
}
