import { X } from 'lucide-react';
import { DatePicker } from '../../../../components/ui/date-picker/date-picker.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { usePlanDateFormat } from '../../shared/plan-date-format.ts';
import { dateToKey } from './date-key.ts';

export interface DaysOffDatesFieldProps {
  value: readonly string[];
  onChange: (dates: string[]) => void;
}

/** Single days with no study (plantões, holidays): a list with a remove button each, and a date picker to add one. */
export function DaysOffDatesField({ value, onChange }: DaysOffDatesFieldProps) {
  const { t } = useTranslation();
  const formatDate = usePlanDateFormat();
  const add = (date: Date | undefined) => {
    if (!date) return;
    const key = dateToKey(date);
    if (!value.includes(key)) onChange([...value, key].sort());
  };
  return (
    <div className="flex flex-col gap-2">
      {/* Enter in the picker adds the day off; it must not also send the whole form. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops Enter from submitting; the input inside handles keys. */}
      <div onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}>
        <DatePicker label={t('planner.plan.settings.addDayOff')} value={undefined} onChange={add} />
      </div>
      {value.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('planner.plan.settings.noDaysOff')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('planner.plan.settings.daysOff')}>
          {value.map((date) => (
            <li
              key={date}
              className="flex items-center gap-1 rounded-full border border-gray-300 py-0.5 pl-3 text-sm dark:border-gray-600"
            >
              {formatDate(date)}
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item !== date))}
                aria-label={t('planner.plan.settings.removeDayOff', { date: formatDate(date) })}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-gray-900 dark:hover:bg-gray-800 dark:focus-visible:outline-white"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
