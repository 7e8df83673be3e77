import { CalendarOff, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { DatePicker } from '../../../../components/ui/date-picker/date-picker.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { usePlanDateFormat } from '../../shared/plan-date-format.ts';
import { enterKeepsStep } from './enter-keeps-step.ts';
import { dateKeyOf, dateOfKey } from '../logic/plan-dates.ts';
import { FieldIssue } from './field-issue.tsx';

export interface DaysOffFieldProps {
  daysOff: string[];
  today: string;
  onChange: (daysOff: string[]) => void;
  error: string | undefined;
}

/** Single dates with no study (plantões, holidays): pick one, add it; each shows as a removable chip. */
export function DaysOffField({ daysOff, today, onChange, error }: DaysOffFieldProps) {
  const { t } = useTranslation();
  const formatDate = usePlanDateFormat();
  const id = useId();
  const [picked, setPicked] = useState<Date | undefined>(undefined);
  const add = () => {
    if (!picked) return;
    const key = dateKeyOf(picked);
    if (!daysOff.includes(key)) onChange([...daysOff, key].sort());
    setPicked(undefined);
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint`}>
      <legend className="text-base font-semibold text-gray-900 dark:text-gray-50">
        {t('planner.onboarding.hours.daysOff')}
      </legend>
      <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-300">
        {t('planner.onboarding.hours.daysOffHint')}
      </p>
      <div className="flex flex-wrap items-end gap-2" onKeyDown={enterKeepsStep}>
        <DatePicker
          label={t('planner.onboarding.hours.addDayOff')}
          value={picked}
          disabledDays={{ before: dateOfKey(today) ?? new Date() }}
          onChange={setPicked}
        />
        <Button variant="secondary" onClick={add} disabled={!picked}>
          <CalendarOff aria-hidden="true" className="size-4" />
          {t('planner.onboarding.hours.add')}
        </Button>
      </div>
      {daysOff.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('planner.onboarding.hours.noDaysOff')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {daysOff.map((day) => (
            <li
              key={day}
              className="inline-flex items-center gap-1 rounded-full bg-gray-200 py-1 pr-1 pl-3 text-sm font-medium text-gray-900 dark:bg-gray-800 dark:text-gray-50"
            >
              {formatDate(day)}
              <button
                type="button"
                aria-label={t('planner.onboarding.hours.removeDayOff', { date: formatDate(day) })}
                onClick={() => onChange(daysOff.filter((other) => other !== day))}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-gray-300 focus-visible:outline-2 focus-visible:outline-gray-900 dark:hover:bg-gray-700 dark:focus-visible:outline-white"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldIssue id={`${id}-error`} text={error} />
    </fieldset>
  );
}
