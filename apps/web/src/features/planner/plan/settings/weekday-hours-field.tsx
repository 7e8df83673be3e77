import { plannerMaxMinutesPerDay, plannerMinutesStep } from '@members/contract';
import { useId } from 'react';
import { controlClass } from '../../../../components/ui/form-field/control-styles.ts';
import { formatPlanMinutes } from '../../shared/plan-minutes.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { dateTimeFormat } from '../../../../lib/format/index.ts';

// 2026-01-04 was a Sunday: the week's days 0 (Sunday) … 6 (Saturday) in the learner's language.
const weekdayName = (day: number, language: string) => {
  const name = dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + day));
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
};

const choices = Array.from(
  { length: plannerMaxMinutesPerDay / plannerMinutesStep + 1 },
  (_, index) => index * plannerMinutesStep,
);

export interface WeekdayHoursFieldProps {
  value: readonly number[];
  onChange: (minutes: number[]) => void;
  error?: string | undefined;
}

/** Hours per weekday (Sunday first), each a select in steps of 15 minutes up to 12 hours. */
export function WeekdayHoursField({ value, onChange, error }: WeekdayHoursFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const set = (day: number, minutes: number) => onChange(value.map((item, index) => (index === day ? minutes : item)));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="pb-1 text-sm font-medium text-gray-900 dark:text-gray-100">
        {t('planner.plan.settings.hours')}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {value.map((minutes, day) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the weekday, fixed.
          <div key={day} className="grid grid-cols-[minmax(0,1fr)_9rem] items-center gap-2">
            <span aria-hidden="true" className="text-sm text-gray-900 dark:text-gray-100">
              {weekdayName(day, i18n.language)}
            </span>
            <select
              aria-label={weekdayName(day, i18n.language)}
              value={minutes}
              onChange={(event) => set(day, Number(event.target.value))}
              className={controlClass}
            >
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice === 0 ? t('planner.plan.settings.noStudy') : formatPlanMinutes(choice)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
