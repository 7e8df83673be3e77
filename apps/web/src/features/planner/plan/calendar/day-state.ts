import type { PlanDay } from '@members/contract';
import {
  CalendarCheck,
  CircleAlert,
  CircleCheck,
  CircleDashed,
  Coffee,
  FastForward,
  Minus,
  type LucideIcon,
} from 'lucide-react';

/** What a day's cell says about it: the API's state, or "off" for a day with no study time and nothing planned. */
export type DayShownState = PlanDay['state'] | 'off';

export function shownStateOf(day: PlanDay): DayShownState {
  return day.off && day.state === 'empty' ? 'off' : day.state;
}

/** Each state's icon, beside its text (never colour alone). */
export const stateIcons: Record<DayShownState, LucideIcon> = {
  done: CircleCheck,
  late: CircleAlert,
  ahead: FastForward,
  today: CalendarCheck,
  upcoming: CircleDashed,
  empty: Minus,
  off: Coffee,
};

export const stateTones: Record<DayShownState, string> = {
  done: 'text-green-800 dark:text-green-300',
  late: 'text-red-800 dark:text-red-300',
  ahead: 'text-sky-800 dark:text-sky-300',
  today: 'text-gray-900 dark:text-gray-50',
  upcoming: 'text-gray-700 dark:text-gray-300',
  empty: 'text-gray-600 dark:text-gray-400',
  off: 'text-gray-600 dark:text-gray-400',
};
