import { plannerMaxMinutesPerDay, plannerMinutesStep } from '@members/contract';
import { controlClass } from '../../../../components/ui/form-field/control-styles.ts';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { FieldIssue } from './field-issue.tsx';

const hourChoices = Array.from({ length: plannerMaxMinutesPerDay / 60 + 1 }, (_, hour) => hour);
const minuteChoices = Array.from({ length: 60 / plannerMinutesStep }, (_, step) => step * plannerMinutesStep);

export interface WeekdayHoursProps {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  minutes: number;
  onChange: (minutes: number) => void;
  error: string | undefined;
}

/** One weekday's study time: hours (0–12) and minutes (15-minute steps); 12 h is the most, so its minutes are 0. */
export function WeekdayHours({ weekday, minutes, onChange, error }: WeekdayHoursProps) {
  const { t } = useTranslation();
  const day = t(`planner.onboarding.hours.weekdays.${weekday}`);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const errorId = `weekday-${weekday}-error`;
  const set = (nextHours: number, nextMinutes: number) =>
    onChange(Math.min(plannerMaxMinutesPerDay, nextHours * 60 + nextMinutes));
  const selectClass = cn(controlClass, 'w-20 min-h-11 pr-1');

  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <legend className="float-left w-24 font-medium text-gray-900 dark:text-gray-50">{day}</legend>
      <label className="flex items-center gap-1 text-sm text-gray-700 dark:text-gray-300">
        <select
          aria-label={t('planner.onboarding.hours.hoursOf', { day })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          value={hours}
          onChange={(event) =>
            set(Number(event.target.value), Number(event.target.value) * 60 >= plannerMaxMinutesPerDay ? 0 : rest)
          }
          className={selectClass}
        >
          {hourChoices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {t('planner.onboarding.hours.hoursUnit')}
      </label>
      <label className="flex items-center gap-1 text-sm text-gray-700 dark:text-gray-300">
        <select
          aria-label={t('planner.onboarding.hours.minutesOf', { day })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          value={minuteChoices.includes(rest) ? rest : 0}
          disabled={hours * 60 >= plannerMaxMinutesPerDay}
          onChange={(event) => set(hours, Number(event.target.value))}
          className={selectClass}
        >
          {minuteChoices.map((choice) => (
            <option key={choice} value={choice}>
              {String(choice).padStart(2, '0')}
            </option>
          ))}
        </select>
        {t('planner.onboarding.hours.minutesUnit')}
      </label>
      <div className="basis-full">
        <FieldIssue id={errorId} text={error} />
      </div>
    </fieldset>
  );
}
